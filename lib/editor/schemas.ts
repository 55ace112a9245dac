import { z } from "zod";

const JOB_TYPES = ["Full-time", "Part-time", "Contract"] as const;

const text = (max: number) =>
  z.string().trim().min(1, "Required.").max(max, `At most ${max} characters.`);

const slug = z
  .string()
  .trim()
  .max(80, "At most 80 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lowercase letters and digits, joined by single hyphens.");

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

const link = z
  .string()
  .trim()
  .max(500, "At most 500 characters.")
  .refine(isSafeLink, "An http://, https:// or mailto: address.");

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date, YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "A real date.");

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

const salary = z.coerce
  .number({ error: "A whole number." })
  .int("A whole number.")
  .min(0, "Zero or more.")
  .max(10_000_000, "At most 10,000,000.");

export const ventureSchema = z.object({
  slug,
  title: text(80),
  command: text(80),
  preview: text(300),
  report: lines("paragraph", 30, 4000),
});

export const announcementSchema = z.object({
  slug,
  date: isoDate,
  title: text(160),
  category: text(40),
  summary: text(500),
  article: lines("paragraph", 40, 4000),
});

export const jobSchema = z
  .object({
    slug,
    title: text(120),
    location: text(120),
    type: z.enum(JOB_TYPES, { error: "Full-time, Part-time or Contract." }),
    salaryMin: salary,
    salaryMax: salary,
    summary: text(500),
    requirements: lines("requirement", 20, 300),
    responsibilities: lines("responsibility", 20, 300),
    applyEmail: z.email("An e-mail address.").max(254, "At most 254 characters."),
  })
  .refine((job) => job.salaryMin <= job.salaryMax, {
    path: ["salaryMax"],
    message: "At least the minimum salary.",
  });

export const careersSchema = z.object({
  benefits: lines("benefit", 20, 300),
  culture: lines("line", 20, 300),
});

export const siteBarSchema = z
  .object({
    text: z.string().trim().max(200, "At most 200 characters."),
    linkUrl: z.union([
      z
        .literal("")
        .nullable()
        .transform(() => null),
      link,
    ]),
    enabled: z.boolean(),
    startsAt: optionalTime,
    endsAt: optionalTime,
  })
  .refine((bar) => !bar.enabled || bar.text !== "", {
    path: ["text"],
    message: "A bar that is on needs its text.",
  })
  .refine((bar) => !bar.startsAt || !bar.endsAt || bar.startsAt < bar.endsAt, {
    path: ["endsAt"],
    message: "After the start.",
  });

export const siteNoticeSchema = z
  .object({
    title: z.string().trim().max(120, "At most 120 characters."),
    body: z.string().trim().max(2000, "At most 2000 characters."),
    enabled: z.boolean(),
  })
  .refine((notice) => !notice.enabled || (notice.title !== "" && notice.body !== ""), {
    path: ["body"],
    message: "A notice that is on needs a title and a body.",
  });

/** Every editable kind's schema, by the content table's name. */
export const contentSchemas = {
  ventures: ventureSchema,
  announcements: announcementSchema,
  jobs: jobSchema,
  careers: careersSchema,
  siteBar: siteBarSchema,
  siteNotice: siteNoticeSchema,
};

export type EditableKind = keyof typeof contentSchemas;

/** Errors by field name, as forms show them beside their fields. */
export type FieldErrors = Record<string, string[]>;

/** Validates `input` with the schema of `kind`: the parsed fields, or the errors by field. */
export function validateContent(
  kind: EditableKind,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = (contentSchemas[kind] as z.ZodType<Record<string, unknown>>).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors };
}
