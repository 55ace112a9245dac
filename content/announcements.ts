import { site } from "./site";

/** The announcements page's own texts: its search description and the subtitle under its title. */
export const announcementsPage = {
  description: `News from ${site.name} and the companies we build, back and run.`,
  subtitle: "News from Silverline and the companies we build and back.",
};
