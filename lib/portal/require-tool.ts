import "server-only";
import { forbidden } from "next/navigation";
import { requireUser, type CurrentUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";
import type { ToolStanding } from "./tools";

/**
 * The signed-in staff member whom `tool` opens to, for its page, its route handlers and its
 * actions: `requireUser` applies the tool's two-step rule (redirecting to sign in, to the code
 * step or to enrol, coming back to `next`: the tool's page, or the item of it asked for), then a
 * role short of the tool's gets Next's 403 (`forbidden()`) before the caller reads anything.
 */
export async function requireTool(tool: ToolStanding, next = tool.path): Promise<CurrentUser> {
  const user = await requireUser(next, { twoStep: tool.twoStep });
  if (!hasRole(user.role, tool.role)) forbidden();
  return user;
}
