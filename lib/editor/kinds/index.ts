import type { KindDefinition, KindValues } from "../kind";
import { announcements } from "./announcements";
import { careers } from "./careers";
import { jobs } from "./jobs";
import { siteBar } from "./site-bar";
import { siteNotice } from "./site-notice";
import { ventures } from "./ventures";

/** Every content kind staff edit, by the name forms send: the registry the rest derives from. */
export const contentKinds = { ventures, announcements, jobs, careers, siteBar, siteNotice };

export type EditableKind = keyof typeof contentKinds;

/** The kinds whose items keep an order staff set. */
export type OrderedKind = {
  [K in EditableKind]: (typeof contentKinds)[K]["list"] extends { ordered: true } ? K : never;
}[EditableKind];

/** The values of an item of `K`, as its schema gives them. */
export type ValuesOf<K extends EditableKind> = KindValues<(typeof contentKinds)[K]>;

/** Whether `kind` is one of the registry's kinds: a value compared, never used as a key. */
export function isEditableKind(kind: unknown): kind is EditableKind {
  return typeof kind === "string" && Object.hasOwn(contentKinds, kind);
}

/** The registry's kinds, for code that walks them all. */
export const allKinds: readonly KindDefinition[] = Object.values(contentKinds);
