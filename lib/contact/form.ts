import { z } from "zod";
import { formText } from "@/lib/form-text";
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  type ContactField,
  type ContactValues,
} from "./fields";

// A line of text: no control characters at all (a name or subject never breaks a mail header).
const LINE = /^[^\p{Cc}]*$/u;
// A message: line breaks and tabs, but no other control characters.
const TEXT = /^(?:[^\p{Cc}]|[\t\r\n])*$/u;

const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} to ${max} characters.`)
    .regex(LINE, `Please write ${label} on one line, without special characters.`);

/** The form's rules: every field required, trimmed, within its length, and an e-mail a person reads. */
export const contactFormSchema = z.object({
  name: line("your name", CONTACT_MAX_LENGTH.name),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(CONTACT_MAX_LENGTH.email, "Please check your e-mail address: it is too long.")
    .pipe(z.email("Please enter an e-mail address such as name@example.com.")),
  subject: line("a subject", CONTACT_MAX_LENGTH.subject),
  message: z
    .string()
    .trim()
    .min(1, "Please enter your message.")
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
    )
    .max(
      CONTACT_MAX_LENGTH.message,
      `Please keep your message to ${CONTACT_MAX_LENGTH.message} characters.`,
    )
    .regex(TEXT, "Please remove the special characters from your message."),
});

export type ContactMessageInput = z.infer<typeof contactFormSchema>;

/** The answer to a form that is not valid: one message per field at fault. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ParsedContactForm =
  | { ok: true; input: ContactMessageInput; values: ContactValues }
  | { ok: false; fieldErrors: ContactFieldErrors; values: ContactValues };

/** The fields' text from posted form data: empty for a missing field, a file or no form at all. */
export function contactValues(data: unknown): ContactValues {
  return {
    name: formText(data, "name"),
    email: formText(data, "email"),
    subject: formText(data, "subject"),
    message: formText(data, "message"),
  };
}

/**
 * Checks a posted form (anything: a server action can be posted anything) against the rules:
 * the trimmed input, or a message per field at fault; both with the text as it was sent.
 */
export function parseContactForm(data: unknown): ParsedContactForm {
  const values = contactValues(data);
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data, values };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && CONTACT_FIELDS.includes(field as ContactField)) {
      fieldErrors[field as ContactField] ??= issue.message;
    }
  }
  return { ok: false, fieldErrors, values };
}

/** Whether the honeypot holds anything: a person never fills it. */
export function isHoneypotFilled(data: unknown): boolean {
  return formText(data, CONTACT_HONEYPOT_FIELD) !== "";
}
