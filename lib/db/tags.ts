/**
 * Cache tags of the published content, one per kind: each public page carries the tags of what
 * it reads, so a publish revalidates the pages that show the changed kind.
 */
export const contentTags = {
  ventures: "ventures",
  announcements: "announcements",
  careers: "careers",
  siteBar: "site-bar",
  siteNotice: "site-notice",
} as const;
