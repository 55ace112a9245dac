import { adminFor, clientFor, jwtPayload, uniqueEmail } from "../helpers/clients";
import { runStaffCli, stackForFile } from "../helpers/stack-process";

const stack = stackForFile();

const staff = (...args: string[]) => runStaffCli(stack, ...args);

async function tokenClaims(email: string, password: string) {
  const { data, error } = await clientFor(stack).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return jwtPayload(data.session?.access_token ?? "");
}

describe("the staff role (app_metadata.role) in users and access tokens", () => {
  it("is admin on the demo staff account", async () => {
    const claims = await tokenClaims(stack.demoStaff.email, stack.demoStaff.password);
    expect(claims.app_metadata).toMatchObject({ role: "admin", provider: "email" });
  });

  it("is editor by default on `staff add`, else the role asked for", async () => {
    const email = uniqueEmail("added");
    const { stdout } = await staff("add", email, "--password", "added-by-the-cli");
    expect(stdout).toContain(`Added ${email} as editor`);
    expect((await tokenClaims(email, "added-by-the-cli")).app_metadata).toMatchObject({
      role: "editor",
    });

    const viewer = uniqueEmail("viewer");
    await staff("add", viewer, "--role", "viewer", "--password", "added-as-viewer");
    expect((await tokenClaims(viewer, "added-as-viewer")).app_metadata).toMatchObject({
      role: "viewer",
    });
    const { data } = await adminFor(stack).auth.admin.listUsers({ perPage: 1000 });
    const user = data.users.find((one) => one.email === viewer);
    expect(user?.app_metadata).toMatchObject({ role: "viewer" });
    expect(user?.user_metadata).not.toHaveProperty("role");
  });

  it("refuses a role that is not one of the three, adding nobody", async () => {
    const email = uniqueEmail("owner");
    await expect(staff("add", email, "--role", "owner")).rejects.toMatchObject({
      stderr: expect.stringContaining("The role must be one of viewer, editor, admin."),
    });
    await expect(staff("add", email, "--role")).rejects.toMatchObject({
      stderr: expect.stringContaining("--role needs a value"),
    });
    expect((await staff("list")).stdout).not.toContain(email);
  });

  it("is set on an existing account by `staff role`, keeping its other app_metadata", async () => {
    const email = uniqueEmail("existing");
    const { error } = await adminFor(stack).auth.admin.createUser({
      email,
      password: "existing-pass-1",
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await tokenClaims(email, "existing-pass-1")).app_metadata).not.toHaveProperty("role");
    expect((await staff("list")).stdout).toMatch(new RegExp(`${email}\\s+\\S+\\s+not staff`));

    expect((await staff("role", email, "admin")).stdout).toContain(`${email} is now admin`);
    expect((await staff("list")).stdout).toMatch(new RegExp(`${email}\\s+\\S+\\s+admin`));
    const claims = await tokenClaims(email, "existing-pass-1");
    expect(claims.app_metadata).toMatchObject({ role: "admin", providers: ["email"] });

    await expect(staff("role", email, "owner")).rejects.toMatchObject({
      stderr: expect.stringContaining("The role must be one of"),
    });
    expect((await staff("role", email, "viewer")).stdout).toContain(`${email} is now viewer`);
    expect((await tokenClaims(email, "existing-pass-1")).app_metadata).toMatchObject({
      role: "viewer",
    });
  });
});
