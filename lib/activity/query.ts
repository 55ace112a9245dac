import type { ActivityCursor, ActivityFilters } from "@/lib/db/activity";
import { firstParam } from "@/lib/search-params";
import { actionsOf, isActionGroup, isActivityAction } from "./describe";

/** The Activity view's filters as the form sends them (kept as typed, to show them again). */
export type ActivityQueryInput = { person: string; kind: string; from: string; to: string };

/** Why a filter or the page link could not be read, by field. */
export type ActivityQueryErrors = Partial<Record<keyof ActivityQueryInput | "page", string>>;

/** The view's query read: the filters (null when any is malformed), the page, the errors. */
export type ActivityQuery = {
  input: ActivityQueryInput;
  filters: ActivityFilters | null;
  cursor: ActivityCursor;
  errors: ActivityQueryErrors;
};

const MAX_PERSON_LENGTH = 254;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (UTC) of calendar day `value` (`YYYY-MM-DD`), or null for anything else. */
function dayStart(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

/** An event id from a page link: a positive whole number, else null. */
function eventId(value: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

type Params = Record<string, string | string[] | undefined>;

/**
 * Reads the Activity view's search parameters (the first of a repeated one): the person (part of
 * an e-mail), the kind (a group or one action), the UTC days from and to (both included), and a
 * page link's `before` or `after` event. Anything malformed is an error in words, never a throw.
 */
export function parseActivityQuery(params: Params): ActivityQuery {
  const read = (name: string) => (firstParam(params[name]) ?? "").trim();
  const input = { person: read("person"), kind: read("kind"), from: read("from"), to: read("to") };
  const errors: ActivityQueryErrors = {};

  if (input.person.length > MAX_PERSON_LENGTH) {
    errors.person = `At most ${MAX_PERSON_LENGTH} characters.`;
  }
  let actions: ActivityFilters["actions"] = null;
  if (isActionGroup(input.kind)) actions = actionsOf(input.kind);
  else if (isActivityAction(input.kind)) actions = [input.kind];
  else if (input.kind)
    errors.kind = "Not a kind of event the log records; choose one from the list.";

  const from = input.from ? dayStart(input.from) : null;
  if (input.from && !from) errors.from = "A date, YYYY-MM-DD.";
  const to = input.to ? dayStart(input.to) : null;
  if (input.to && !to) errors.to = "A date, YYYY-MM-DD.";
  if (from && to && to < from) errors.to = "On or after the From date.";

  const before = read("before");
  const after = read("after");
  const beforeId = eventId(before);
  const afterId = eventId(after);
  let cursor: ActivityCursor = null;
  if ((before && !beforeId) || (after && !afterId) || (before && after)) {
    errors.page = "This page link is not one the Activity view made.";
  } else if (beforeId) cursor = { before: beforeId };
  else if (afterId) cursor = { after: afterId };

  const isValid = Object.keys(errors).length === 0;
  const filters = isValid
    ? {
        person: input.person || null,
        actions,
        from,
        until: to ? new Date(to.getTime() + DAY_MS) : null,
      }
    : null;
  return { input, filters, cursor, errors };
}

/** The query string of `input`'s filters and `cursor`, empty fields left out ("" for none). */
export function activitySearch(input: ActivityQueryInput, cursor: ActivityCursor = null): string {
  const entries = Object.entries(input).filter(([, value]) => value !== "");
  if (cursor) {
    entries.push(
      "before" in cursor ? ["before", String(cursor.before)] : ["after", String(cursor.after)],
    );
  }
  const search = new URLSearchParams(entries).toString();
  return search ? `?${search}` : "";
}
