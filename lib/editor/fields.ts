import type { EditableKind } from "./schemas";

/**
 * How a field is typed in a form: `lines` is one item per line, `paragraphs` are separated by
 * a blank line, `time` is a UTC date and time.
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
  | "job-type";

export type FieldSpec = {
  name: string;
  label: string;
  type: FieldType;
  maxLength?: number;
  hint?: string;
};

/** An item's slug, `hint` showing where it appears. */
const slugField = (hint: string): FieldSpec => ({
  name: "slug",
  label: "URL slug",
  type: "text",
  maxLength: 80,
  hint,
});

/** A long text whose paragraphs become the page's paragraphs. */
const paragraphsField = (name: string, label: string): FieldSpec => ({
  name,
  label,
  type: "paragraphs",
  hint: "A blank line between paragraphs; web addresses become links.",
});

/** The fields of each kind's editor, in form order. */
export const editorFields: Record<EditableKind, FieldSpec[]> = {
  ventures: [
    { name: "title", label: "Title", type: "text", maxLength: 80 },
    slugField("/ventures/<slug>"),
    { name: "command", label: "Command label", type: "text", maxLength: 80 },
    { name: "preview", label: "Preview", type: "textarea", maxLength: 300 },
    paragraphsField("report", "Report"),
  ],
  announcements: [
    { name: "title", label: "Title", type: "text", maxLength: 160 },
    slugField("/announcements/<slug>"),
    { name: "date", label: "Date", type: "date" },
    { name: "category", label: "Category", type: "text", maxLength: 40 },
    { name: "summary", label: "Summary", type: "textarea", maxLength: 500 },
    paragraphsField("article", "Full article"),
  ],
  jobs: [
    { name: "title", label: "Title", type: "text", maxLength: 120 },
    slugField("/careers#job-<slug>"),
    { name: "location", label: "Location", type: "text", maxLength: 120 },
    { name: "type", label: "Type", type: "job-type" },
    { name: "salaryMin", label: "Minimum salary (USD)", type: "number" },
    { name: "salaryMax", label: "Maximum salary (USD)", type: "number" },
    { name: "summary", label: "Summary", type: "textarea", maxLength: 500 },
    { name: "requirements", label: "Requirements", type: "lines", hint: "One per line." },
    { name: "responsibilities", label: "Responsibilities", type: "lines", hint: "One per line." },
    { name: "applyEmail", label: "Apply address", type: "email", maxLength: 254 },
  ],
  careers: [
    { name: "benefits", label: "Benefits", type: "lines", hint: "One per line." },
    { name: "culture", label: "Culture", type: "lines", hint: "One per line." },
  ],
  siteBar: [
    { name: "text", label: "Text", type: "text", maxLength: 200 },
    { name: "linkUrl", label: "Link (optional)", type: "url", maxLength: 500 },
    { name: "enabled", label: "Show the bar", type: "checkbox" },
    { name: "startsAt", label: "Starts (UTC, optional)", type: "time" },
    { name: "endsAt", label: "Ends (UTC, optional)", type: "time" },
  ],
  siteNotice: [
    { name: "title", label: "Title", type: "text", maxLength: 120 },
    { name: "body", label: "Body", type: "textarea", maxLength: 2000 },
    { name: "enabled", label: "Show the notice", type: "checkbox" },
  ],
};

/** The form's text for each field: what an input shows. */
export type FormValues = Record<string, string>;

function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function splitParagraphs(value: string): string[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** The submitted text of `fields`, as the form showed it (a checkbox as "on" or ""). */
export function formValues(fields: FieldSpec[], data: FormData): FormValues {
  return Object.fromEntries(
    fields.map(({ name }) => {
      const value = data.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/** The form's text turned into the shape the kind's schema parses. */
export function schemaInput(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ name, type }) => {
      const value = values[name] ?? "";
      if (type === "lines") return [name, splitLines(value)];
      if (type === "paragraphs") return [name, splitParagraphs(value)];
      if (type === "checkbox") return [name, value !== ""];
      return [name, value];
    }),
  );
}

function timeText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 16);
}

/** A stored item's fields as the form's text (the inverse of `schemaInput`). */
export function itemValues(fields: FieldSpec[], item: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map(({ name, type }) => {
      const value = item[name];
      if (type === "lines") return [name, ((value as string[] | undefined) ?? []).join("\n")];
      if (type === "paragraphs")
        return [name, ((value as string[] | undefined) ?? []).join("\n\n")];
      if (type === "checkbox") return [name, value ? "on" : ""];
      if (type === "time") return [name, timeText(value)];
      return [name, value === null || value === undefined ? "" : String(value)];
    }),
  );
}
