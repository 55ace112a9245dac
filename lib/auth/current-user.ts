import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { loginPath } from "./paths";

export type CurrentUser = {
  id: string;
  email: string;
  /** When the access token expires, in epoch seconds. */
  expiresAt: number;
};

/**
 * The signed-in staff member of this request, verified from the access token's signature
 * (`getClaims()`), or null. Memoised per request, so layouts, pages and actions share one check.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.getClaims().catch(() => ({ data: null, error: 1 }));
  if (error || !data) return null;
  const { sub, email, exp } = data.claims;
  return { id: sub, email: typeof email === "string" ? email : "", expiresAt: exp };
});

/** The signed-in staff member, or a redirect to the sign-in page that comes back to `next`. */
export async function requireUser(next = "/portal"): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(next));
  return user;
}
