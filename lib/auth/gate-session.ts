import { NextResponse, type NextRequest } from "next/server";
import { isKnownPortalPage } from "@/lib/portal/known-pages";
import { sessionInactivitySeconds } from "@/lib/server-env";
import { updateSession } from "@/lib/supabase/proxy";
import { portalGate, type GateDecision } from "./portal-gate";
import { syncSignedInHint } from "./signed-in-hint";
import { sessionStanding } from "./standing";
import { verifyAccessToken, verifySession } from "./verify";

/**
 * The proxy's work on a private request: its session checked and refreshed when due
 * (`updateSession`), `portalGate`'s decision answered with the cookies the refresh wrote, and the
 * signed-in hint brought in line with the session.
 */
export async function gateSession(request: NextRequest): Promise<NextResponse> {
  const session = await updateSession(request, { verifyAccessToken, verifySession });
  const standing = sessionStanding(session);
  const { pathname, search } = request.nextUrl;
  const decision = portalGate(
    { pathname, search, method: request.method },
    { standing, hasLostSession: session.hasLostSession, isUnavailable: session.isUnavailable },
    isKnownPortalPage,
  );
  const response = answerOf(request, decision, session.response);
  syncSignedInHint(request, response, standing === "signed-in", sessionInactivitySeconds());
  return response;
}

/** The response `decision` asks for, still delivering the cookies `refreshed` carries. */
function answerOf(request: NextRequest, decision: GateDecision, refreshed: NextResponse) {
  if (decision.action === "next") return refreshed;
  const response =
    decision.action === "redirect"
      ? NextResponse.redirect(new URL(decision.to, request.url))
      : NextResponse.next({ request, status: 404 });
  for (const cookie of refreshed.cookies.getAll()) response.cookies.set(cookie);
  return response;
}
