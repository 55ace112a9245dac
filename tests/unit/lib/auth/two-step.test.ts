import { isCodePending, twoStepNeed, twoStepPageOf } from "@/lib/auth/two-step";

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
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: true }, "none", "staff-page")).toBe(
      "code",
    );
  });
  it("sends an admin without a factor to enrol for account management under admins", () => {
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "admins", "admin-tool")).toBe(
      "enrol",
    );
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "admins", "staff-page")).toBe(
      "none",
    );
  });
  it("asks nothing of an editor under admins, nor of anyone under none", () => {
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: false }, "admins", "admin-tool")).toBe(
      "none",
    );
    expect(twoStepNeed({ ...admin, aal: "aal1", hasFactor: false }, "none", "admin-tool")).toBe(
      "none",
    );
  });
  it("covers every page and every role under all", () => {
    expect(twoStepNeed({ ...editor, aal: "aal1", hasFactor: false }, "all", "staff-page")).toBe(
      "enrol",
    );
    expect(twoStepNeed({ ...editor, aal: "aal2", hasFactor: true }, "all", "staff-page")).toBe(
      "none",
    );
  });
});

describe("the page a role opens", () => {
  it("is an admin tool for the admin role, a staff page for the others", () => {
    expect(twoStepPageOf("admin")).toBe("admin-tool");
    expect(twoStepPageOf("editor")).toBe("staff-page");
    expect(twoStepPageOf("viewer")).toBe("staff-page");
  });

  it("asks only a pending code on the page where a person enrols, whatever the setting", () => {
    const admin = { role: "admin" as const, aal: "aal1" };
    expect(twoStepNeed({ ...admin, hasFactor: false }, "all", "enrolment")).toBe("none");
    expect(twoStepNeed({ ...admin, hasFactor: true }, "none", "enrolment")).toBe("code");
  });
});
