import { site } from "@/content/site";
import type { ContactValues } from "./fields";
import type { ContactFieldErrors } from "./form";

/** Why a post got the answer it got. */
export type ContactReason =
  | "received"
  | "invalid"
  | "confirm"
  | "expired"
  | "suspect"
  | "replayed"
  | "duplicate"
  | "address-limit"
  | "proof-required"
  | "busy"
  | "closed"
  | "unavailable";

/**
 * The answer to a post, in the portal pipeline's shape: `done` once the message is stored,
 * `invalid` with a message per field, `refused` with why. `values` keeps what was typed on every
 * answer but `done`; `capTripped` is true for the one post that tripped the hourly cap (the
 * caller closes the form then).
 */
export type ContactAnswer = {
  status: "done" | "invalid" | "refused";
  reason: ContactReason;
  message: string;
  fieldErrors?: ContactFieldErrors;
  values: ContactValues;
  capTripped: boolean;
};

const EMAIL_US = `Please e-mail us directly at ${site.email}.`;

/** What each answer says to the visitor. */
export const CONTACT_ANSWER_TEXT: Record<ContactReason, string> = {
  received: "Thank you: your message was received. We answer by e-mail.",
  invalid: "Please check the fields marked below.",
  confirm: "Please check your message, then press Send again to send it.",
  expired: "This form was open for a long time. Please press Send again to send your message.",
  suspect: `Your message could not be sent from this form. ${EMAIL_US}`,
  replayed: "This form was already sent once. Please press Send again to send your message.",
  duplicate: "We already received this message from you. There is no need to send it again.",
  "address-limit": `You have sent us several messages within the hour. Please try again later, or e-mail us directly at ${site.email}.`,
  "proof-required": `The form is busy just now and needs JavaScript to send. ${EMAIL_US}`,
  busy: `We are receiving too many messages just now, so the form is closed for a while. ${EMAIL_US}`,
  closed: `The message form is closed just now. ${EMAIL_US}`,
  unavailable: `Your message could not be received just now. Please try again later. ${EMAIL_US}`,
};

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The answer for `reason`, keeping `values` unless the message was received. */
export function contactAnswer(
  reason: ContactReason,
  values: ContactValues,
  extra: { fieldErrors?: ContactFieldErrors; capTripped?: boolean } = {},
): ContactAnswer {
  const status = reason === "received" ? "done" : reason === "invalid" ? "invalid" : "refused";
  return {
    status,
    reason,
    message: CONTACT_ANSWER_TEXT[reason],
    ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
    values: status === "done" ? EMPTY : values,
    capTripped: extra.capTripped ?? false,
  };
}
