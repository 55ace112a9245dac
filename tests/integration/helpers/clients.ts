import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { StackInfo } from "./stack-process";

/** A supabase-js client for a test: no persistence, no timers. */
export function clientFor(
  stack: StackInfo,
  options: { key?: string; flowType?: "pkce" | "implicit"; fetch?: typeof fetch } = {},
): SupabaseClient {
  return createClient(stack.url, options.key ?? stack.publishableKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? "implicit",
    },
    global: options.fetch ? { fetch: options.fetch } : undefined,
  });
}

/** A client with the secret key, for the admin API. */
export function adminFor(stack: StackInfo): SupabaseClient {
  return clientFor(stack, { key: stack.secretKey });
}

let counter = 0;

/** A unique staff-like address per call. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Creates a confirmed user with a password through the admin API. */
export async function createStaff(
  stack: StackInfo,
  email = uniqueEmail(),
  password = "correct-horse-battery",
): Promise<{ id: string; email: string; password: string }> {
  const { data, error } = await adminFor(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error("no user");
  return { id: data.user.id, email, password };
}

/** Decodes a JWT's payload without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Asserts that `staff` signs in with `newPassword` now, and no longer with the old one. */
export async function expectPasswordChanged(
  stack: StackInfo,
  staff: { email: string; password: string },
  newPassword: string,
): Promise<void> {
  const old = await clientFor(stack).auth.signInWithPassword(staff);
  expect(old.error).toMatchObject({ code: "invalid_credentials" });
  const renewed = await clientFor(stack).auth.signInWithPassword({
    email: staff.email,
    password: newPassword,
  });
  expect(renewed.error).toBeNull();
}
