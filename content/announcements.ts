import { site } from "./site";
import type { PageIntro } from "./types";

/** The announcements page's own texts. */
export const announcementsPage = {
  path: "/announcements",
  title: "Announcements",
  subtitle: "News from Silverline and the companies we build and back.",
  description: `News from ${site.name} and the companies we build, back and run.`,
} satisfies PageIntro;
