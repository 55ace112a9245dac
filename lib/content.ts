import { announcements } from "@/content/announcements";
import { ventures } from "@/content/ventures";
import type { Announcement, Venture } from "@/content/types";

/** The venture with this slug, or undefined when the content has none. */
export function getVenture(slug: string): Venture | undefined {
  return ventures.find((venture) => venture.slug === slug);
}

/** The announcement with this slug, or undefined when the content has none. */
export function getAnnouncement(slug: string): Announcement | undefined {
  return announcements.find((announcement) => announcement.slug === slug);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Formats an ISO `YYYY-MM-DD` content date as "November 16, 2026", the same on every server. */
export function formatContentDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
