import "server-only";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** What the account page shows of the signed-in person, as the auth service has it now. */
export type AccountView = {
  hasTwoStep: boolean;
  lastSignInAt: string | null;
  /** When this session signed in: the oldest time among its token's authentication methods. */
  sessionSignedInAt: Date | null;
};

/** The signed-in person's account, verified with the auth service; null when it does not answer. */
export async function readAccount(): Promise<AccountView | null> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) return null;
  const { data: claims } = await supabase.auth.getClaims();
  const times = (claims?.claims.amr ?? [])
    .map((entry) => (typeof entry === "string" ? undefined : entry.timestamp))
    .filter((timestamp) => typeof timestamp === "number");
  return {
    hasTwoStep: (data.user.factors ?? []).some((factor) => factor.status === "verified"),
    lastSignInAt: data.user.last_sign_in_at ?? null,
    sessionSignedInAt: times.length ? new Date(Math.min(...times) * 1000) : null,
  };
}
