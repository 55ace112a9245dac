/**
 * Cache tags of the published content: each public page carries the tags of what it reads, so
 * a publish revalidates exactly the pages that show the changed item.
 */
export const contentTags = {
  ventures: "ventures",
  venture: (slug: string) => `venture:${slug}`,
  announcements: "announcements",
  announcement: (slug: string) => `announcement:${slug}`,
  careers: "careers",
  siteBar: "site-bar",
  siteNotice: "site-notice",
} as const;
