import { isAuthSessionMissingError } from "@supabase/supabase-js";
import { deactivateAccount, reactivateAccount } from "@/lib/staff/accounts";
import { adminFor, clientFor, createStaff } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// The account tools' deactivation and reactivation against the real stack, as the review of
// 2026-11-28 (finding 7) reproduces it: a refresh token copied before a deactivation.
const stack = stackForFile();

beforeAll(() => {
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = stack.publishableKey;
  process.env.SUPABASE_SECRET_KEY = stack.secretKey;
});

/** A staff member signed in with a password, as a thief's copy of their cookie would hold it. */
async function signedInStaff() {
  const staff = await createStaff(stack);
  const admin = adminFor(stack).auth.admin;
  expect(
    (await admin.updateUserById(staff.id, { app_metadata: { role: "editor" } })).error,
  ).toBeNull();
  const { data, error } = await clientFor(stack).auth.signInWithPassword(staff);
  expect(error).toBeNull();
  return { ...staff, session: data.session! };
}

describe("deactivating, then reactivating an account", () => {
  it("leaves no refresh token issued before the deactivation working after the reactivation", async () => {
    const staff = await signedInStaff();
    await deactivateAccount(staff.id);
    await reactivateAccount(staff.id);

    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: staff.session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    expect(refresh.data.session).toBeNull();
    // Nor can the old access token, still unexpired, set a password of its own.
    const client = clientFor(stack);
    const changed = await fetch(`${stack.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${staff.session.access_token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ password: "Revived-Pass-9" }),
    });
    expect(changed.status).toBe(403);
    expect(
      await client.auth.signInWithPassword({ ...staff, password: "Revived-Pass-9" }),
    ).toMatchObject({
      error: { code: "invalid_credentials" },
    });
  });

  it("ends the sessions at the deactivation, and the old password no longer signs in after it", async () => {
    const staff = await signedInStaff();
    await deactivateAccount(staff.id);
    const user = await clientFor(stack).auth.getUser(staff.session.access_token);
    expect(isAuthSessionMissingError(user.error)).toBe(true);
    await reactivateAccount(staff.id);

    const signIn = await clientFor(stack).auth.signInWithPassword(staff);
    expect(signIn.error).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("also ends a session that a deactivation made before this one left alive", async () => {
    const staff = await signedInStaff();
    const admin = adminFor(stack).auth.admin;
    // A deactivation as it was: a ban alone, which keeps every session.
    expect((await admin.updateUserById(staff.id, { ban_duration: "876000h" })).error).toBeNull();
    await reactivateAccount(staff.id);

    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: staff.session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });
});
