import "server-only";
import { contentTags } from "@/lib/db/tags";
import type { EditableKind } from "./schemas";

type Row = Record<string, unknown>;

/** What the server needs to know about each editable kind. */
export type KindConfig = {
  /** The tool's portal page. */
  path: string;
  /** Where items live, at `<itemPath>/<id>`. */
  itemPath: string;
  /** One item, as a sentence names it. */
  noun: string;
  /** Whether the kind has many items in an order (else one row, always there). */
  isList: boolean;
  /** The cache tags of the public pages that show an item, before and after a change. */
  tags: (rows: (Row | null)[]) => string[];
};

const slugsOf = (rows: (Row | null)[]) =>
  [...new Set(rows.map((row) => row?.slug).filter((slug) => typeof slug === "string"))] as string[];

export const editorKinds: Record<EditableKind, KindConfig> = {
  ventures: {
    path: "/portal/site/ventures",
    itemPath: "/portal/site/ventures",
    noun: "venture",
    isList: true,
    tags: (rows) => [contentTags.ventures, ...slugsOf(rows).map(contentTags.venture)],
  },
  announcements: {
    path: "/portal/site/announcements",
    itemPath: "/portal/site/announcements",
    noun: "announcement",
    isList: true,
    tags: (rows) => [contentTags.announcements, ...slugsOf(rows).map(contentTags.announcement)],
  },
  jobs: {
    path: "/portal/site/careers",
    itemPath: "/portal/site/careers/jobs",
    noun: "job",
    isList: true,
    tags: () => [contentTags.careers],
  },
  careers: {
    path: "/portal/site/careers",
    itemPath: "/portal/site/careers",
    noun: "careers lists",
    isList: false,
    tags: () => [contentTags.careers],
  },
  siteBar: {
    path: "/portal/site/force-banner",
    itemPath: "/portal/site/force-banner",
    noun: "site bar",
    isList: false,
    tags: () => [contentTags.siteBar],
  },
  siteNotice: {
    path: "/portal/site/force-banner",
    itemPath: "/portal/site/force-banner",
    noun: "site notice",
    isList: false,
    tags: () => [contentTags.siteNotice],
  },
};
