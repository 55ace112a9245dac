import "server-only";
import type { Challenge } from "altcha-lib";
import { storeContactMessage, sweepContactMessages } from "@/lib/db/contact-messages";
import { formText } from "@/lib/form-text";
import { processWide } from "@/lib/process-table";
import { contactFormSecret, contactHourlyCap } from "@/lib/server-env";
import { contactAnswer, type ContactAnswer } from "./answers";
import { CONTACT_PROOF_FIELD, CONTACT_TOKEN_FIELD } from "./fields";
import { contactValues, isHoneypotFilled, parseContactForm } from "./form";
import { checkProof, createProofChallenge } from "./proof-of-work";
import { contentHash, storeLimits } from "./rules";
import { checkFormToken, issueFormToken } from "./token";

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const sweep = processWide("contactSweep", () => ({ lastAt: 0 }));

/**
 * Deletes messages past the retention period at most once an hour per process, in the
 * background, as a post arrives: the form is the only thing that adds messages.
 */
function sweepNowAndThen(): void {
  const now = Date.now();
  if (now - sweep.lastAt < SWEEP_EVERY_MS) return;
  sweep.lastAt = now;
  void sweepContactMessages().catch((error) =>
    console.error("Contact form: the retention sweep failed:", error),
  );
}

/** What a form needs to post: a signed form token and, for JavaScript, a proof-of-work challenge. */
export type ContactFormProof = { formToken: string; challenge: Challenge };

/**
 * A fresh form token and challenge, for the form's hidden field and its widget (served by a
 * dynamic route, since /contact is prerendered, and put in every answer's form again: a token is
 * spent by the post that carries it). Null when no secret is configured: the form takes nothing.
 */
export async function issueContactForm(): Promise<ContactFormProof | null> {
  try {
    const secret = contactFormSecret();
    if (!secret) return null;
    return { formToken: issueFormToken(secret), challenge: await createProofChallenge(secret) };
  } catch (error) {
    console.error("Contact form: no form token could be made:", error);
    return null;
  }
}

/**
 * Takes a post of the contact form (anything: a server action can be posted anything) from the
 * visitor at `clientAddress` (as `requestAddress()` gives it), and stores the message unless a
 * rule refuses it. The answer says which; it never throws, and keeps what was typed unless the
 * message was received. Without a good form token nothing is stored: a post straight from the
 * prerendered page (no JavaScript) is answered "press Send again" with a new token in its form.
 * A post without a proof of work goes by the stricter limits of `storeLimits`.
 */
export async function receiveContactMessage(
  data: unknown,
  clientAddress: string | null,
): Promise<ContactAnswer> {
  const values = contactValues(data);
  try {
    const secret = contactFormSecret();
    if (!secret) {
      console.error("Contact form: set CONTACT_FORM_SECRET or SUPABASE_SECRET_KEY.");
      return contactAnswer("unavailable", values);
    }
    if (isHoneypotFilled(data)) return contactAnswer("suspect", values);
    const parsed = parseContactForm(data);
    if (!parsed.ok) return contactAnswer("invalid", values, { fieldErrors: parsed.fieldErrors });
    const token = checkFormToken(secret, formText(data, CONTACT_TOKEN_FIELD));
    if (!token.ok) {
      return contactAnswer(token.fault === "expired" ? "expired" : "confirm", values);
    }
    const proof = await checkProof(secret, formText(data, CONTACT_PROOF_FIELD));
    sweepNowAndThen();
    const { input } = parsed;
    const stored = await storeContactMessage(
      {
        ...input,
        clientAddress,
        contentHash: contentHash(input),
        proofs: [
          { id: `token:${token.nonce}`, expiresAt: token.expiresAt },
          ...(proof.ok ? [{ id: proof.id, expiresAt: proof.expiresAt }] : []),
        ],
      },
      storeLimits(proof.ok, contactHourlyCap()),
    );
    switch (stored.outcome) {
      case "stored":
        return contactAnswer("received", values);
      case "cap":
        return contactAnswer("busy", values, { capTripped: stored.tripped });
      default:
        return contactAnswer(stored.outcome, values);
    }
  } catch (error) {
    console.error("Contact form: the message could not be stored:", error);
    return contactAnswer("unavailable", values);
  }
}
