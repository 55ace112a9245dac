import type { AboutContent } from "./types";

export const about = {
  page: {
    path: "/about",
    title: "About",
    heading: "About us",
    subtitle: "A holding company for software and services businesses that are meant to last.",
    description:
      "Who Silverline Ventures is: the values we hold, the four domains every company in the group draws on, and where we are heading.",
  },
  whoWeAre: [
    "Silverline Ventures started in 2019 as three operators in Tulsa who were tired of watching good small companies get sold for parts. We put our own money into one of them, kept its team, and ran it for cash flow instead of a quick exit.",
    "Today we build new companies from scratch, acquire profitable ones from founders who want a careful successor, and operate both with a shared bench of engineers, designers and finance people working from Tulsa, Malta and home offices across nine time zones.",
  ],
  values: [
    {
      title: "Ownership over optics",
      body: "We hold what we build. Decisions are judged by how they look in ten years, not in the next board deck.",
    },
    {
      title: "Write it down",
      body: "Plans, trade-offs and post-mortems live in plain text that anyone can read. If it is not written, it was not decided.",
    },
    {
      title: "Small teams, real authority",
      body: "Each company is run by a handful of people who can ship, hire and say no without asking permission from a committee.",
    },
    {
      title: "Earn trust in public",
      body: "We tell customers, staff and sellers what we will do, then do it on the date we said. When we miss, we say so first.",
    },
  ],
  approach: {
    intro:
      "Every company in the group draws on the same four disciplines. We staff them centrally so that a twelve-person business gets the depth of a much larger one.",
    domains: [
      {
        title: "Software",
        body: "Product engineering, infrastructure and security, run as one platform team that every portfolio company can call on.",
      },
      {
        title: "Services",
        body: "Managed IT, support desks and implementation work that keep customers close and revenue predictable.",
      },
      {
        title: "Capital",
        body: "Patient equity for acquisitions and new builds, with no fund clock forcing a sale before a company is ready.",
      },
      {
        title: "Operations",
        body: "Finance, legal, hiring and people operations, shared so founders can spend their week on customers.",
      },
    ],
  },
  vision: [
    "We want Silverline to be the first call a founder makes when they are ready to step back but not ready to see their company dismantled.",
    "Over the next decade we plan to hold twenty durable businesses, each profitable on its own, each stronger for sharing tools, talent and balance sheet with the rest of the group.",
  ],
} satisfies AboutContent;
