import type {
  ItemPageKindOf,
  KindDefinition,
  KindValues,
  ListKindOf,
  OrderedKindOf,
} from "../kind";
import { announcements } from "./announcements";
import { careers } from "./careers";
import { contactForm } from "./contact-form";
import { jobs } from "./jobs";
import { siteBar } from "./site-bar";
import { siteNotice } from "./site-notice";
import { ventures } from "./ventures";

/** Every content kind staff edit, by the name forms send: the registry the rest derives from. */
export const contentKinds = {
  ventures,
  announcements,
  jobs,
  careers,
  siteBar,
  siteNotice,
  contactForm,
};

export type EditableKind = keyof typeof contentKinds;

/** The kinds of many items, each edited on a page of its own. */
export type ListKind = ListKindOf<typeof contentKinds>;

/** The kinds whose items keep an order staff set. */
export type OrderedKind = OrderedKindOf<typeof contentKinds>;

/** The kinds whose items each have a public page, at their `publicPath`. */
export type ItemPageKind = ItemPageKindOf<typeof contentKinds>;

/** The values of an item of `K`, as its schema gives them. */
export type ValuesOf<K extends EditableKind> = KindValues<(typeof contentKinds)[K]>;

/**
 * A venture as the home page and its report page show it: the card's `command` and `preview`,
 * the `report` paragraph by paragraph.
 */
export type Venture = ValuesOf<"ventures">;

/** An announcement: its card shows the `summary`, its page the `article`. */
export type Announcement = ValuesOf<"announcements">;

/** An open position on the careers page, with the address applications go to. */
export type Job = ValuesOf<"jobs">;

/** The careers page's lists under the open positions. */
export type CareersLists = ValuesOf<"careers">;

/** Whether `kind` is one of the registry's kinds: a value compared, never used as a key. */
export function isEditableKind(kind: unknown): kind is EditableKind {
  return typeof kind === "string" && Object.hasOwn(contentKinds, kind);
}

/** Whether items of `kind` each have a public page. */
export function isItemPageKind(kind: EditableKind): kind is ItemPageKind {
  return contentKinds[kind].itemPage !== undefined;
}

/** The kinds whose items each have a public page, in the registry's order. */
export const itemPageKinds: readonly ItemPageKind[] = (
  Object.keys(contentKinds) as EditableKind[]
).filter(isItemPageKind);

/** The public page of the item of `kind` at `slug`: `<itemPage>/<slug>`, its `publicPath`. */
export function itemPagePath(kind: ItemPageKind, slug: string): string {
  return `${contentKinds[kind].itemPage}/${slug}`;
}

/** Whether items of `kind` keep an order staff set. */
export function isOrderedKind(kind: EditableKind): kind is OrderedKind {
  return contentKinds[kind].list?.ordered === true;
}

/** The registry's kinds, for code that walks them all. */
export const allKinds: readonly KindDefinition[] = Object.values(contentKinds);
