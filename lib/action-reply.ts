/**
 * The references a Server Action's arguments may hold here: an escaped `$` string, the form
 * data itself, and the primitives JSON cannot say. React resolves any other (server functions,
 * streams, iterators, typed arrays) while decoding, and Next answers 500 when that fails.
 */
const PLAIN_REFERENCE = /^\$(\$|K[0-9a-f]+$|undefined$|NaN$|-?Infinity$|-0$)/;
/** A promise of another row of the same reply: it must be there, or decoding waits and fails. */
const ROW_REFERENCE = /^\$@([0-9a-f]{1,8})$/;
const FETCH_ROW = /^(\d{1,8})$/;
const FORM_ACTION_ROW = /^\$ACTION_(\d{1,8}):(\d{1,8})$/;
const FORM_ACTION_REF = /^\$ACTION_REF_(\d{1,8})$/;

type Rows = Map<number, string>;

function hasKnownReferences(value: unknown, rows: Rows): boolean {
  if (typeof value === "string") {
    if (!value.startsWith("$") || PLAIN_REFERENCE.test(value)) return true;
    const row = ROW_REFERENCE.exec(value)?.[1];
    return row !== undefined && rows.has(parseInt(row, 16));
  }
  if (Array.isArray(value)) return value.every((item) => hasKnownReferences(item, rows));
  if (value !== null && typeof value === "object") {
    return Object.values(value).every((item) => hasKnownReferences(item, rows));
  }
  return true;
}

/** Whether every row parses as JSON with known references, and row 0 is what `isRoot` wants. */
function isDecodable(rows: Rows, isRoot: (value: unknown) => boolean): boolean {
  if (!rows.has(0)) return false;
  try {
    return [...rows].every(([id, text]) => {
      const value: unknown = JSON.parse(text);
      return (id !== 0 || isRoot(value)) && hasKnownReferences(value, rows);
    });
  } catch {
    return false;
  }
}

function addRow(rows: Rows, id: string, value: FormDataEntryValue): boolean {
  if (typeof value !== "string") return false;
  rows.set(Number(id), value);
  return true;
}

/**
 * Whether `form`, the multipart body of a possible Server Action, is a reply React can decode:
 * with `Next-Action` (`isFetch`), numbered rows from an argument list at row 0; as a plain form
 * post, each `$ACTION_REF_<n>` with its `$ACTION_<n>:<row>` rows. Every row is JSON and refers
 * only to rows that are there and to plain values. Any other form passes: Next does not decode it.
 */
export function isDecodableReply(form: FormData, isFetch: boolean): boolean {
  if (isFetch) {
    const rows: Rows = new Map();
    for (const [name, value] of form) {
      const id = FETCH_ROW.exec(name)?.[1];
      if (id !== undefined && !addRow(rows, id, value)) return false;
    }
    return isDecodable(rows, Array.isArray);
  }
  const replies = new Map<string, Rows>();
  for (const [name, value] of form) {
    const [, reply, id] = FORM_ACTION_ROW.exec(name) ?? [];
    if (reply === undefined || id === undefined) continue;
    const rows = replies.get(reply) ?? new Map<number, string>();
    if (!addRow(rows, id, value)) return false;
    replies.set(reply, rows);
  }
  const isBoundAction = (value: unknown) => value !== null && typeof value === "object";
  return [...form.keys()].every((name) => {
    const reply = FORM_ACTION_REF.exec(name)?.[1];
    return reply === undefined || isDecodable(replies.get(reply) ?? new Map(), isBoundAction);
  });
}
