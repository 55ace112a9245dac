/** @jest-environment node */
import { checkProof, createProofChallenge } from "@/lib/contact/proof-of-work";
import { solveProof } from "@/lib/contact/solve-proof";

describe("solveProof", () => {
  it("solves a challenge with Web Crypto into the field checkProof accepts", async () => {
    const challenge = await createProofChallenge("a secret");
    const posted = await solveProof(challenge);
    expect(posted).toEqual(expect.any(String));
    expect(await checkProof("a secret", posted)).toMatchObject({ ok: true });
    expect(await checkProof("another secret", posted)).toEqual({ ok: false });
  });
});
