import { isCodePending, twoStepNeed } from "@/lib/auth/two-step";

describe("isCodePending", () => {
  it("holds an aal1 session of an account with a verified factor", () => {
    expect(isCodePending({ aal: "aal1", hasFactor: true })).toBe(true);
  });
  it("lets an aal2 session, or an account without a factor, through", () => {
    expect(isCodePending({ aal: "aal2", hasFactor: true })).toBe(false);
    expect(isCodePending({ aal: "aal1", hasFactor: false })).toBe(false);
  });
});

describe("twoStepNeed", () => {
  const admin = { role: "admin" as const };
  const editor = { role: "editor" as const };

  it("asks an aal1 session with a factor for the code on every page", () => {
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: true }, "none", false)).toBe("code");
  });
  it("sends an admin without a factor to enrol for account management under admins", () => {
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "admins", true)).toBe("enrol");
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "admins", false)).toBe("none");
  });
  it("asks nothing of an editor under admins, nor of anyone under none", () => {
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: false }, "admins", true)).toBe("none");
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "none", true)).toBe("none");
  });
  it("covers every page and every role under all", () => {
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: false }, "all", false)).toBe("enrol");
    expect(twoStepNeed({ ...editor, aal: "aal2", hasFactor: true }, "all", false)).toBe("none");
  });
});
