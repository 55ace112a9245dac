import { NextResponse } from "next/server";
import { getCurrentUser, verifyCurrentSession } from "@/lib/auth/current-user";

/**
 * The open portal's keep-alive: the proxy in front of this route refreshes the session when it
 * is close to expiry, and this answers who is signed in now and until when. A session that could
 * not be checked now (the auth service down, slow or rate limiting) is a 503, which the page
 * retries, not a 401, which would send a working staff member to sign in again.
 */
export async function POST() {
  const user = await getCurrentUser();
  if (!user) {
    const { isUnavailable } = await verifyCurrentSession();
    return NextResponse.json({ user: null }, { status: isUnavailable ? 503 : 401 });
  }
  return NextResponse.json({ user });
}
