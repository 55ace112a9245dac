/** @jest-environment node */
import { contactAnswer } from "@/lib/contact/answers";
import {
  contentHash,
  DUPLICATE_HOURS,
  PER_ADDRESS_WITH_PROOF,
  PER_ADDRESS_WITHOUT_PROOF,
  storeLimits,
} from "@/lib/contact/rules";

describe("storeLimits", () => {
  it("lets a post with a proof of work send more, and never needs one", () => {
    expect(storeLimits(true, 30)).toEqual({
      perAddress: PER_ADDRESS_WITH_PROOF,
      hourlyCap: 30,
      proofRequiredFrom: null,
      duplicateHours: DUPLICATE_HOURS,
    });
  });

  it("holds a post without one (no JavaScript) to one an hour, and to none past half the cap", () => {
    expect(storeLimits(false, 30)).toEqual({
      perAddress: PER_ADDRESS_WITHOUT_PROOF,
      hourlyCap: 30,
      proofRequiredFrom: 15,
      duplicateHours: DUPLICATE_HOURS,
    });
    expect(PER_ADDRESS_WITHOUT_PROOF).toBeLessThan(PER_ADDRESS_WITH_PROOF);
    expect(storeLimits(false, 5).proofRequiredFrom).toBe(3);
  });
});

describe("contentHash", () => {
  const base = { email: "Ada@Example.com", message: "Hello there,\n  friend" };

  it("is the same for the same sender and text, whatever the spacing and case", () => {
    expect(contentHash(base)).toBe(
      contentHash({ email: "ada@example.com ", message: "hello THERE, friend" }),
    );
    expect(contentHash(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs for another sender or another text", () => {
    expect(contentHash(base)).not.toBe(contentHash({ ...base, email: "bob@example.com" }));
    expect(contentHash(base)).not.toBe(contentHash({ ...base, message: "Hello there, foe" }));
  });
});

describe("contactAnswer", () => {
  const values = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello there" };

  it("clears the form once received, and keeps it on every other answer", () => {
    expect(contactAnswer("received", values)).toMatchObject({
      status: "done",
      values: { name: "", email: "", subject: "", message: "" },
      capTripped: false,
    });
    expect(contactAnswer("address-limit", values)).toMatchObject({
      status: "refused",
      values,
      message: expect.stringMatching(/try again later/),
    });
    expect(contactAnswer("invalid", values, { fieldErrors: { name: "x" } })).toMatchObject({
      status: "invalid",
      fieldErrors: { name: "x" },
    });
    expect(contactAnswer("busy", values, { capTripped: true }).capTripped).toBe(true);
  });
});
