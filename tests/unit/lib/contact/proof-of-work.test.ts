/** @jest-environment node */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { checkProof, createProofChallenge } from "@/lib/contact/proof-of-work";

const SECRET = "s".repeat(64);
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

async function solved(secret = SECRET, nowMs = Date.now()) {
  const challenge = await createProofChallenge(secret, nowMs);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return { challenge, solution };
}

describe("the proof of work", () => {
  it("takes a solved challenge this server signed, with an id to spend it by", async () => {
    const payload = await solved();
    const check = await checkProof(SECRET, encode(payload));
    expect(check).toEqual({
      ok: true,
      id: `pow:${payload.challenge.signature}`,
      expiresAt: expect.any(Date),
    });
    if (check.ok) expect(check.expiresAt.getTime()).toBeGreaterThan(Date.now());
  }, 30_000);

  it("refuses a wrong key, another secret's challenge and an expired one", async () => {
    const payload = await solved();
    const wrong = { ...payload, solution: { counter: 1, derivedKey: "00".repeat(32) } };
    expect(await checkProof(SECRET, encode(wrong))).toEqual({ ok: false });
    expect(await checkProof("t".repeat(64), encode(payload))).toEqual({ ok: false });
    const expired = await solved(SECRET, Date.now() - 3 * 60 * 60 * 1000);
    expect(await checkProof(SECRET, encode(expired))).toEqual({ ok: false });
  }, 60_000);

  it("refuses a challenge made cheaper by the client", async () => {
    const { challenge, solution } = await solved();
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await checkProof(SECRET, encode({ challenge: cheaper, solution }))).toEqual({
      ok: false,
    });
  }, 30_000);

  it.each([undefined, "", "%%%", encode("text"), encode({ challenge: {} }), "x".repeat(5000)])(
    "answers %p without throwing",
    async (posted) => {
      expect(await checkProof(SECRET, posted)).toEqual({ ok: false });
    },
  );
});
