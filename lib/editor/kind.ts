import { z } from "zod";
import type { PortalTool } from "@/lib/portal/tools";

/**
 * How a field is typed in a form: `lines` is one item per line, `paragraphs` are separated by
 * a blank line, `time` is a UTC date and time, `choice` one of the field's `options`.
 */
export type FieldType =
  | "text"
  | "textarea"
  | "date"
  | "number"
  | "email"
  | "url"
  | "lines"
  | "paragraphs"
  | "checkbox"
  | "time"
  | "choice";

/** What a form needs to draw a field: plain data, so a server page can hand it to the browser. */
export type FieldSpec = {
  /** The one name of the field: its column (in snake_case), schema key, form field and prop. */
  name: string;
  label: string;
  type: FieldType;
  maxLength?: number;
  hint?: string;
  /** The values a `choice` offers. */
  options?: readonly string[];
  /** Whether its column takes NULL (an optional link or time). */
  nullable?: boolean;
};

/** A field with the schema that validates it. */
export type Field<N extends string = string, S extends z.ZodType = z.ZodType> = FieldSpec & {
  name: N;
  schema: S;
};

type Shape<F extends readonly Field[]> = { [X in F[number] as X["name"]]: X["schema"] };

/** The object schema of `fields`, each field's name mapped to its schema. */
export function objectOf<const F extends readonly Field[]>(fields: F) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, field.schema])) as Shape<F>,
  );
}

/** A portal page that edits one or more content kinds: its entry in `portalTools`. */
export type Tool = PortalTool;

/**
 * Where a kind's items are, at `<path>/<id>` and `<path>/new`, and whether they keep an order;
 * null for a kind of one row, always there, edited on its tool page.
 */
export type KindList = { readonly path: string; readonly ordered: boolean } | null;

/** One key of the order a kind's items are read in: a field's name and its direction. */
export type OrderKey<N extends string = string> = readonly [field: N, direction: "asc" | "desc"];

/**
 * Everything the code knows about a content kind, in one place: the sidebar, the proxy's tool
 * routes, the editor pages, the actions, the database tables, the public reads, the item pages,
 * the sitemap and the cache tags derive from it.
 */
export type KindDefinition<
  K extends string = string,
  F extends readonly Field[] = readonly Field[],
  S extends z.ZodType = z.ZodType,
  L extends KindList = KindList,
  P extends string = string,
> = {
  /** The name forms send and the history records; the table is its snake_case. */
  kind: K;
  /** One item, as a sentence names it. */
  noun: string;
  /** The page its editor is on. */
  tool: Tool;
  /** Where its items are and whether they keep an order; null for a kind of one row. */
  list: L;
  /** The cache tags of the public pages that show it: a publish revalidates them. */
  tags: readonly string[];
  /** The public page that shows an item, as `values` stand: what a preview opens. */
  publicPath: (values: z.output<S>) => string;
  /**
   * The folder of the public pages its items each have, at `<itemPage>/<slug>` (their
   * `publicPath`): the site's item route and the sitemap serve them. Absent when its items are
   * shown only in lists.
   */
  itemPage?: P;
  /** The order the site reads its items in, after `position` when the kind is ordered. */
  order?: readonly OrderKey<F[number]["name"]>[];
  fields: F;
  /** The fields' object schema, with any rule across fields. */
  schema: S;
};

/** Declares a kind, checking that its schema parses what its fields describe. */
export function defineKind<
  const K extends string,
  const F extends readonly Field[],
  S extends z.ZodType<z.output<z.ZodObject<Shape<F>>>>,
  const L extends KindList,
  const P extends string = never,
>(definition: KindDefinition<K, F, S, L, P>): KindDefinition<K, F, S, L, P> {
  return definition;
}

/** The names of the kinds in `R` whose items are listed, each on a page of its own. */
export type ListKindOf<R extends Record<string, KindDefinition>> = {
  [K in keyof R]: R[K]["list"] extends null ? never : K;
}[keyof R];

/** The names of the kinds in `R` whose items keep an order staff set. */
export type OrderedKindOf<R extends Record<string, KindDefinition>> = {
  [K in keyof R]: R[K]["list"] extends { ordered: true } ? K : never;
}[keyof R];

/** The names of the kinds in `R` whose items each have a public page. */
export type ItemPageKindOf<R extends Record<string, KindDefinition>> = {
  [K in keyof R]: [NonNullable<R[K]["itemPage"]>] extends [never] ? never : K;
}[keyof R];

/** A kind's values as its schema gives them: what a save writes and a public page shows. */
export type KindValues<D extends KindDefinition> = z.output<D["schema"]>;

/** Errors by field name, as forms show them beside their fields. */
export type FieldErrors = Record<string, string[]>;

/** Validates `input` with the schema of `kind`: the parsed values, or the errors by field. */
export function validateContent(
  kind: Pick<KindDefinition, "schema">,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = kind.schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, unknown> };
  return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors };
}

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const text = (max: number) => optionalText(max).min(1, "Required.");

const lines = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(text(maxLength))
    .min(1, `At least one ${label}.`)
    .max(maxItems, `At most ${maxItems} ${label}s.`);

/** True for an absolute `http:`, `https:` or `mailto:` address: the only links content may hold. */
export function isSafeLink(value: string): boolean {
  if (!/^(https?:\/\/|mailto:)/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "mailto:" ? url.pathname !== "" : url.hostname !== "";
}

// datetime-local gives "YYYY-MM-DDTHH:mm" without a zone: the editors read and write UTC.
const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const date = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: "custom", message: "A date and time." });
      return z.NEVER;
    }
    return date;
  });

/** The fields kinds are made of: each a form field and its validation in one. */
export const fields = {
  /** A required line of at most `max` characters. */
  text: <N extends string>(name: N, label: string, max: number) =>
    ({ name, label, type: "text", maxLength: max, schema: text(max) }) as const,

  /** A line that may be empty. */
  optionalText: <N extends string>(name: N, label: string, max: number) =>
    ({ name, label, type: "text", maxLength: max, schema: optionalText(max) }) as const,

  /** A required block of text. */
  textarea: <N extends string>(name: N, label: string, max: number) =>
    ({ name, label, type: "textarea", maxLength: max, schema: text(max) }) as const,

  /** A block of text that may be empty. */
  optionalTextarea: <N extends string>(name: N, label: string, max: number) =>
    ({ name, label, type: "textarea", maxLength: max, schema: optionalText(max) }) as const,

  /** An item's slug, `hint` showing where it appears. */
  slug: (hint: string) =>
    ({
      name: "slug",
      label: "URL slug",
      type: "text",
      maxLength: 80,
      hint,
      schema: z
        .string()
        .trim()
        .max(80, "At most 80 characters.")
        .regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "Lowercase letters and digits, joined by single hyphens.",
        ),
    }) as const,

  /** A calendar date, `YYYY-MM-DD`. */
  date: <N extends string>(name: N, label: string) =>
    ({
      name,
      label,
      type: "date",
      schema: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "A date, YYYY-MM-DD.")
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "A real date."),
    }) as const,

  /** A whole amount from 0 to 10,000,000. */
  amount: <N extends string>(name: N, label: string) =>
    ({
      name,
      label,
      type: "number",
      schema: z.coerce
        .number({ error: "A whole number." })
        .int("A whole number.")
        .min(0, "Zero or more.")
        .max(10_000_000, "At most 10,000,000."),
    }) as const,

  /** An e-mail address. */
  email: <N extends string>(name: N, label: string) =>
    ({
      name,
      label,
      type: "email",
      maxLength: 254,
      schema: z.email("An e-mail address.").max(254, "At most 254 characters."),
    }) as const,

  /** An optional http(s) or mailto link; empty is none. */
  optionalLink: <N extends string>(name: N, label: string) =>
    ({
      name,
      label,
      type: "url",
      maxLength: 500,
      nullable: true,
      schema: z.union([
        z
          .literal("")
          .nullable()
          .transform(() => null),
        z
          .string()
          .trim()
          .max(500, "At most 500 characters.")
          .refine(isSafeLink, "An http://, https:// or mailto: address."),
      ]),
    }) as const,

  /** One item per line, each required. */
  lines: <N extends string>(name: N, label: string, noun: string, max = 20) =>
    ({
      name,
      label,
      type: "lines",
      hint: "One per line.",
      schema: lines(noun, max, 300),
    }) as const,

  /** Paragraphs separated by a blank line, which become the page's paragraphs. */
  paragraphs: <N extends string>(name: N, label: string, max: number) =>
    ({
      name,
      label,
      type: "paragraphs",
      hint: "A blank line between paragraphs; web addresses become links.",
      schema: lines("paragraph", max, 4000),
    }) as const,

  /** A switch. */
  checkbox: <N extends string>(name: N, label: string) =>
    ({ name, label, type: "checkbox", schema: z.boolean() }) as const,

  /** An optional UTC date and time. */
  optionalTime: <N extends string>(name: N, label: string) =>
    ({ name, label, type: "time", nullable: true, schema: optionalTime }) as const,

  /** One of `options`. */
  choice: <N extends string, const O extends readonly [string, ...string[]]>(
    name: N,
    label: string,
    options: O,
  ) =>
    ({
      name,
      label,
      type: "choice",
      options,
      schema: z.enum(options, { error: `${options.join(", ").replace(/, ([^,]*)$/, " or $1")}.` }),
    }) as const,
};
