import { announcements } from "./announcements";
import { careers } from "./careers";
import { contactForm } from "./contact-form";
import { jobs } from "./jobs";
import { siteBar } from "./site-bar";
import { siteNotice } from "./site-notice";
import { ventures } from "./ventures";

/**
 * Every content kind staff edit, by the name forms send: the registry the rest derives from
 * (its tables, reads, routes and sitemap entries through `lib/editor/kinds`).
 */
export const contentKinds = {
  ventures,
  announcements,
  jobs,
  careers,
  siteBar,
  siteNotice,
  contactForm,
};
