import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/**
 * Solves a challenge of `createProofChallenge` with the platform's Web Crypto (the browser's, or
 * Node's): the `altcha` field's value, base64 of the challenge and its solution, as
 * `checkProof` reads it; null when it could not be solved in time.
 */
export async function solveProof(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return null;
  const payload = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  return btoa(payload);
}
