// The contact form's field names and sizes, without zod: the public form's script imports them.

/** The contact form's fields, as the inputs are named. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What a visitor typed, field by field: kept on every answer, so nothing typed is lost. */
export type ContactValues = Record<ContactField, string>;

/** Each field's most characters (the messages table's CHECKs say the same). */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

/** The fewest characters a message may have. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/**
 * The honeypot: an input people never see or fill (hidden from view and from assistive
 * technology, and out of the tab order); anything in it marks the post as a bot's.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

/** The hidden input carrying the form token the server signed (`lib/contact/token.ts`). */
export const CONTACT_TOKEN_FIELD = "form_token";

/** The hidden input the proof-of-work widget fills with its solution (ALTCHA's default name). */
export const CONTACT_PROOF_FIELD = "altcha";
