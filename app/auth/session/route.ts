import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/current-user";

/**
 * The open portal's keep-alive: the proxy in front of this route refreshes the session when it
 * is close to expiry, and this answers who is signed in now and until when.
 */
export async function POST() {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ user: null }, { status: 401 });
  return NextResponse.json({ user });
}
