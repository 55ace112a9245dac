import type { CareersContent } from "./types";

export const careers = {
  subtitle: "Build companies you will still be proud of in ten years.",
  description:
    "Open roles at Silverline Ventures, with salary ranges, plus the benefits and culture you can expect when you join us.",
  intro:
    "We hire people who like owning outcomes. You will work across several portfolio companies, with a small team, real budgets and the time to do things properly.",
  jobs: [
    {
      slug: "senior-full-stack-engineer",
      title: "Senior Full-Stack Engineer",
      location: "Remote (US or EU time zones)",
      type: "Full-time",
      salary: { min: 140_000, max: 200_000, currency: "USD" },
      summary:
        "Ship product across two of our SaaS companies, from database schema to the last pixel.",
      requirements: [
        "Five or more years building web applications in TypeScript",
        "Comfort with PostgreSQL, including migrations on live data",
        "Experience owning features from design review to production monitoring",
        "Clear written communication in English",
      ],
      responsibilities: [
        "Design, build and operate features used by paying customers every day",
        "Review code and mentor engineers across the group",
        "Keep our shared component library and deployment tooling healthy",
        "Join a light on-call rotation, one week in six",
      ],
    },
    {
      slug: "platform-security-engineer",
      title: "Platform Security Engineer",
      location: "Tulsa, OK or Remote",
      type: "Full-time",
      salary: { min: 150_000, max: 220_000, currency: "USD" },
      summary: "Own identity, secrets and infrastructure hardening for every company in the group.",
      requirements: [
        "Four or more years in security or infrastructure engineering",
        "Hands-on experience with cloud IAM, network policy and secrets management",
        "Working knowledge of OAuth 2.0, OpenID Connect and session security",
        "Calm, methodical approach to incident response",
      ],
      responsibilities: [
        "Run the group's single sign-on and staff access reviews",
        "Threat-model new products and acquisitions before they go live",
        "Automate patching, backups and audit evidence collection",
        "Lead incident response and write the post-mortems",
      ],
    },
    {
      slug: "head-of-product",
      title: "Head of Product",
      location: "Valletta, Malta or Remote",
      type: "Full-time",
      salary: { min: 160_000, max: 250_000, currency: "USD" },
      summary:
        "Set product direction for our software companies and coach the people who run them.",
      requirements: [
        "Eight or more years in product management, three of them leading product managers",
        "A track record of growing revenue in business-to-business software",
        "Fluency with customer research, pricing and usage analytics",
        "Willingness to travel between Tulsa and Malta a few times a year",
      ],
      responsibilities: [
        "Own the product roadmap of each software company with its general manager",
        "Run pricing and packaging reviews twice a year",
        "Evaluate the product side of every acquisition we consider",
        "Hire and develop product managers across the group",
      ],
    },
    {
      slug: "director-of-acquisitions",
      title: "Director of Acquisitions",
      location: "Tulsa, OK",
      type: "Full-time",
      salary: { min: 180_000, max: 280_000, currency: "USD" },
      summary: "Find, evaluate and close acquisitions of profitable, founder-led businesses.",
      requirements: [
        "Seven or more years in M&A, private equity or corporate development",
        "Closed deals in software or services between one and twenty million dollars",
        "Strong financial modelling and diligence skills",
        "Genuine respect for founders and the companies they built",
      ],
      responsibilities: [
        "Source companies through founders, brokers and our own network",
        "Lead diligence with finance, legal and engineering",
        "Negotiate terms and manage each deal to closing",
        "Plan the first hundred days with the incoming operating team",
      ],
    },
  ],
  benefits: [
    "Medical, dental and vision cover for you and your dependants",
    "Six weeks of paid leave plus public holidays where you live",
    "A yearly profit share from the group, paid in cash",
    "$2,500 a year for courses, books and conferences",
    "A home-office budget and a new laptop of your choice",
    "Sixteen weeks of paid parental leave for every parent",
  ],
  culture: [
    "Writing first: proposals, decisions and retrospectives live in shared documents",
    "Few meetings, with agendas, notes and an owner for every action",
    "Work hours that fit your life, with a few overlap hours for your team",
    "An offsite twice a year, alternating between Tulsa and Malta",
    "Blameless post-mortems and a habit of fixing the system, not the person",
  ],
} satisfies CareersContent;
