import { formText } from "@/lib/form-text";
import type { FieldSpec } from "./kind";

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
export function formValues(fields: readonly FieldSpec[], data: unknown): FormValues {
  return Object.fromEntries(fields.map(({ name }) => [name, formText(data, name)]));
}

/** The form's text turned into the shape the kind's schema parses. */
export function schemaInput(
  fields: readonly FieldSpec[],
  values: FormValues,
): Record<string, unknown> {
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
export function itemValues(fields: readonly FieldSpec[], item: object): FormValues {
  const stored = item as Record<string, unknown>;
  return Object.fromEntries(
    fields.map(({ name, type }) => {
      const value = stored[name];
      if (type === "lines") return [name, ((value as string[] | undefined) ?? []).join("\n")];
      if (type === "paragraphs")
        return [name, ((value as string[] | undefined) ?? []).join("\n\n")];
      if (type === "checkbox") return [name, value ? "on" : ""];
      if (type === "time") return [name, timeText(value)];
      return [name, value === null || value === undefined ? "" : String(value)];
    }),
  );
}
