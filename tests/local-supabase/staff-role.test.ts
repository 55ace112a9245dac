import { adminFor, clientFor, jwtPayload, uniqueEmail } from "./helpers/clients";
import { runStaffCli, stackForFile } from "./helpers/stack-process";

const stack = stackForFile();

const staff = (...args: string[]) => runStaffCli(stack, ...args);

async function tokenClaims(email: string, password: string) {
  const { data, error } = await clientFor(stack).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return jwtPayload(data.session?.access_token ?? "");
}

describe("the staff marker (app_metadata.role) in users and access tokens", () => {
  it("is on the demo staff account", async () => {
    const claims = await tokenClaims(stack.demoStaff.email, stack.demoStaff.password);
    expect(claims.app_metadata).toMatchObject({ role: "staff", provider: "email" });
  });

  it("is set by `staff add`", async () => {
    const email = uniqueEmail("added");
    const { stdout } = await staff("add", email, "--password", "added-by-the-cli");
    expect(stdout).toContain(`Added ${email}`);
    const claims = await tokenClaims(email, "added-by-the-cli");
    expect(claims.app_metadata).toMatchObject({ role: "staff" });
  });

  it("is added to an existing account by `staff mark`, keeping its other app_metadata", async () => {
    const email = uniqueEmail("existing");
    const { error } = await adminFor(stack).auth.admin.createUser({
      email,
      password: "existing-pass-1",
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await tokenClaims(email, "existing-pass-1")).app_metadata).not.toHaveProperty("role");

    expect((await staff("mark", email)).stdout).toContain(`Marked ${email} as staff`);
    expect((await staff("list")).stdout).toMatch(new RegExp(`${email}\\s+\\S+\\s+staff`));
    const claims = await tokenClaims(email, "existing-pass-1");
    expect(claims.app_metadata).toMatchObject({ role: "staff", providers: ["email"] });
  });
});
