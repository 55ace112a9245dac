import { createHash } from "node:crypto";
import type { StoreLimits } from "@/lib/db/contact-messages";
import type { ContactMessageInput } from "./form";

/** Messages an address may send per hour with a proof of work (the form with JavaScript). */
export const PER_ADDRESS_WITH_PROOF = 3;

/** Messages an address may send per hour without one (the form posted without JavaScript). */
export const PER_ADDRESS_WITHOUT_PROOF = 1;

/** Hours in which the same text from the same e-mail address is refused as a duplicate. */
export const DUPLICATE_HOURS = 24;

/**
 * The limits a post is stored under: with a proof of work, `PER_ADDRESS_WITH_PROOF` an hour per
 * address; without, `PER_ADDRESS_WITHOUT_PROOF`, and none at all once half the hourly cap is
 * reached (a flood from many addresses then costs each post a proof). `hourlyCap` for everyone.
 */
export function storeLimits(hasProof: boolean, hourlyCap: number): StoreLimits {
  return {
    perAddress: hasProof ? PER_ADDRESS_WITH_PROOF : PER_ADDRESS_WITHOUT_PROOF,
    hourlyCap,
    proofRequiredFrom: hasProof ? null : Math.ceil(hourlyCap / 2),
    duplicateHours: DUPLICATE_HOURS,
  };
}

/**
 * What makes two messages the same: the sender's e-mail (without regard to case) and the text
 * (spacing and case aside), as a sha256 in hex. The subject and name may differ.
 */
export function contentHash({ email, message }: Pick<ContactMessageInput, "email" | "message">) {
  const text = message.normalize("NFKC").replace(/\s+/gu, " ").trim().toLowerCase();
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${text}`).digest("hex");
}
