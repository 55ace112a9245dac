import { z } from "zod";
import { formText } from "@/lib/form-text";

/** The most addresses the notification list holds (the settings table's CHECK says the same). */
export const MAX_RECIPIENTS = 20;

/** The retention period's bounds, in days, and its default. */
export const RETENTION_DAYS = { min: 30, max: 3650, default: 180 } as const;

const recipient = z.email("Each line must be one e-mail address, such as staff@example.com.");

/** The settings form: the notification list (one address a line) and the retention period. */
export const contactSettingsSchema = z.object({
  notifyTo: z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((line) => line.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(recipient).max(MAX_RECIPIENTS, `Please list at most ${MAX_RECIPIENTS} addresses.`),
    ),
  retentionDays: z.coerce
    .number("Please enter a number of days.")
    .int("Please enter a whole number of days.")
    .min(RETENTION_DAYS.min, `Please keep messages at least ${RETENTION_DAYS.min} days.`)
    .max(RETENTION_DAYS.max, `Please keep messages at most ${RETENTION_DAYS.max} days.`),
});

export type ParsedContactSettings =
  | { ok: true; settings: z.infer<typeof contactSettingsSchema> }
  | { ok: false; fieldErrors: Partial<Record<"notifyTo" | "retentionDays", string>> };

/** Checks a posted settings form (anything a client sent): the settings, or a message per field. */
export function parseContactSettings(data: unknown): ParsedContactSettings {
  const parsed = contactSettingsSchema.safeParse({
    notifyTo: formText(data, "notifyTo"),
    retentionDays: formText(data, "retentionDays"),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fieldErrors: Partial<Record<"notifyTo" | "retentionDays", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "notifyTo" || field === "retentionDays") fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
