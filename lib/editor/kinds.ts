import "server-only";
import { contentKinds } from "./kinds/index";
import type { EditableKind } from "./schemas";

/** What the server needs to know about each editable kind. */
export type KindConfig = {
  /** The tool's portal page. */
  path: string;
  /** Where items live, at `<itemPath>/<id>`. */
  itemPath: string;
  /** One item, as a sentence names it. */
  noun: string;
  /** The link back from an item's page to its tool. */
  back: { href: string; label: string };
  /** Whether the kind has many items in an order (else one row, always there). */
  isList: boolean;
  /** The cache tags of the public pages that show the kind's items. */
  tags: readonly string[];
};

export const editorKinds: Record<EditableKind, KindConfig> = {
  ventures: {
    path: "/portal/site/ventures",
    itemPath: "/portal/site/ventures",
    noun: "venture",
    back: { href: "/portal/site/ventures", label: "All ventures" },
    isList: true,
    tags: contentKinds.ventures.tags,
  },
  announcements: {
    path: "/portal/site/announcements",
    itemPath: "/portal/site/announcements",
    noun: "announcement",
    back: { href: "/portal/site/announcements", label: "All announcements" },
    isList: true,
    tags: contentKinds.announcements.tags,
  },
  jobs: {
    path: "/portal/site/careers",
    itemPath: "/portal/site/careers/jobs",
    noun: "job",
    back: { href: "/portal/site/careers", label: "Careers Manager" },
    isList: true,
    tags: contentKinds.jobs.tags,
  },
  careers: {
    path: "/portal/site/careers",
    itemPath: "/portal/site/careers",
    noun: "careers lists",
    back: { href: "/portal/site/careers", label: "Careers Manager" },
    isList: false,
    tags: contentKinds.careers.tags,
  },
  siteBar: {
    path: "/portal/site/force-banner",
    itemPath: "/portal/site/force-banner",
    noun: "site bar",
    back: { href: "/portal/site/force-banner", label: "ForceAnnBar and ForceModal" },
    isList: false,
    tags: contentKinds.siteBar.tags,
  },
  siteNotice: {
    path: "/portal/site/force-banner",
    itemPath: "/portal/site/force-banner",
    noun: "site notice",
    back: { href: "/portal/site/force-banner", label: "ForceAnnBar and ForceModal" },
    isList: false,
    tags: contentKinds.siteNotice.tags,
  },
};

/** The kind a form names in its `kind` field, or null when it names none we edit. */
export function formKind(data: FormData): EditableKind | null {
  const kind = data.get("kind");
  return typeof kind === "string" && Object.hasOwn(editorKinds, kind)
    ? (kind as EditableKind)
    : null;
}

/** What an editor form may ask for, in its `intent` field (a submit button's value). */
export const EDITOR_INTENTS = ["save", "publish", "unpublish", "delete"] as const;

export type EditorIntent = (typeof EDITOR_INTENTS)[number];

/**
 * The intent a form asks for (`save` when it names none), or null for anything else: a value
 * is compared, never used as a key, so `__proto__` or `toString` is simply unknown.
 */
export function formIntent(data: FormData): EditorIntent | null {
  const intent = data.get("intent") ?? "save";
  return (EDITOR_INTENTS as readonly unknown[]).includes(intent) ? (intent as EditorIntent) : null;
}
