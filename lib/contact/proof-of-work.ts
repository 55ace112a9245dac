import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";

// ALTCHA's proof of work (v2): the browser tries counters until PBKDF2 of one gives the key
// prefix; this server made the challenge knowing the answer, so checking costs one derivation.
// About a second of a phone's time per message; nothing for a person, a lot for a flood.
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1000;
const COUNTER_MIN = 1000;
const COUNTER_MAX = 3000;

/** How long a challenge may be solved and posted: as long as a form token lives. */
export const PROOF_MAX_AGE_MS = 2 * 60 * 60 * 1000;

// Two keys of their own, so a form token's signature can never pass for a challenge's.
const keys = (secret: string) => ({
  hmacSignatureSecret: createHmac("sha256", secret).update("pow challenge").digest("hex"),
  hmacKeySignatureSecret: createHmac("sha256", secret).update("pow key").digest("hex"),
});

/** A new signed challenge for the ALTCHA widget, as JSON-ready data. */
export async function createProofChallenge(
  secret: string,
  nowMs: number = Date.now(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(nowMs + PROOF_MAX_AGE_MS),
    ...keys(secret),
  });
}

// The widget posts base64 of {challenge, solution}; the parameters are checked by their signature.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
  }),
});

export type ProofCheck = { ok: true; id: string; expiresAt: Date } | { ok: false };

/**
 * Checks a posted proof of work (anything a client sent, e.g. the widget's `altcha` field): a
 * challenge this server signed with `secret`, not expired, solved. On success, an id to spend it
 * once by, and when it would have expired anyway. Never throws.
 */
export async function checkProof(secret: string, posted: unknown): Promise<ProofCheck> {
  if (typeof posted !== "string" || posted === "" || posted.length > 4000) return { ok: false };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(posted, "base64").toString("utf8"));
  } catch {
    return { ok: false };
  }
  const payload = payloadSchema.safeParse(decoded);
  if (!payload.success) return { ok: false };
  const { challenge, solution } = payload.data;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      ...keys(secret),
    });
    if (!result.verified) return { ok: false };
    const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
    return { ok: true, id: `pow:${challenge.signature}`, expiresAt };
  } catch {
    return { ok: false };
  }
}
