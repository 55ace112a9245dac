import type { ContactContent } from "./types";

export const contact = {
  page: {
    path: "/contact",
    title: "Contact",
    subtitle: "Founders, partners, press and candidates: here is how to reach us.",
    description:
      "How to reach Silverline Ventures: e-mail, business hours in Central Time, and our locations in Tulsa, Malta and remote.",
  },
  hours: "8:00 AM to 10:00 PM Central Time, 7 days a week",
  hoursNote: "Generally. Replies can slow down on public holidays in the United States and Malta.",
  closedNotice: "Due to a rapid influx of requests, we're closing public messages.",
  dialog: {
    title: "Please Email Us Directly",
    body: "Our message form is being integrated with our back-end systems. Until it is ready, e-mail us and a person will reply within two business days.",
  },
} satisfies ContactContent;
