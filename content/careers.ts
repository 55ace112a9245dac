import type { CareersContent } from "./types";

export const careers = {
  page: {
    path: "/careers",
    title: "Careers",
    subtitle: "Build companies you will still be proud of in ten years.",
    description:
      "Open roles at Silverline Ventures, with salary ranges, plus the benefits and culture you can expect when you join us.",
  },
  intro:
    "We hire people who like owning outcomes. You will work across several portfolio companies, with a small team, real budgets and the time to do things properly.",
} satisfies CareersContent;
