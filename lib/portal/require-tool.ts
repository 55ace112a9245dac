import "server-only";
import { requireRole, requireSignedIn, type CurrentUser } from "@/lib/auth/current-user";
import type { ToolStanding } from "./tools";

/**
 * The signed-in staff member whom `tool` opens to, by its entry's role and two-step rule, for
 * its page, its route handlers and its actions; otherwise the redirect or 403 of `requireRole`,
 * coming back to `next` (the tool's page, or the item of it asked for). The account page
 * (`twoStep: "enrolment"`) is open to anyone signed in who has given the code of a factor they
 * have, since that is where a person enrols one; elsewhere `requireRole` asks what the role's
 * pages are to `REQUIRE_TWO_STEP`, which a unit test holds to each tool's `twoStep`.
 */
export async function requireTool(tool: ToolStanding, next = tool.path): Promise<CurrentUser> {
  if (tool.twoStep === "enrolment") return requireSignedIn(next);
  return requireRole(tool.role, next);
}
