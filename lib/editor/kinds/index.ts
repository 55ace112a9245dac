import type { KindDefinition, KindValues, ListKindOf, OrderedKindOf } from "../kind";
import { announcements } from "./announcements";
import { careers } from "./careers";
import { jobs } from "./jobs";
import { siteBar } from "./site-bar";
import { siteNotice } from "./site-notice";
import { ventures } from "./ventures";

/** Every content kind staff edit, by the name forms send: the registry the rest derives from. */
export const contentKinds = { ventures, announcements, jobs, careers, siteBar, siteNotice };

export type EditableKind = keyof typeof contentKinds;

/** The kinds of many items, each edited on a page of its own. */
export type ListKind = ListKindOf<typeof contentKinds>;

/** The kinds whose items keep an order staff set. */
export type OrderedKind = OrderedKindOf<typeof contentKinds>;

/** The values of an item of `K`, as its schema gives them. */
export type ValuesOf<K extends EditableKind> = KindValues<(typeof contentKinds)[K]>;

/** Whether `kind` is one of the registry's kinds: a value compared, never used as a key. */
export function isEditableKind(kind: unknown): kind is EditableKind {
  return typeof kind === "string" && Object.hasOwn(contentKinds, kind);
}

/** Whether items of `kind` keep an order staff set. */
export function isOrderedKind(kind: EditableKind): kind is OrderedKind {
  return contentKinds[kind].list?.ordered === true;
}

/** The registry's kinds, for code that walks them all. */
export const allKinds: readonly KindDefinition[] = Object.values(contentKinds);
