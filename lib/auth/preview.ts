import "server-only";
import { draftMode } from "next/headers";
import { getCurrentUser } from "./current-user";
import { isProtectedPath, safeNextPath } from "./paths";

/** `path` when it is a public page of this site, else the home page: a preview never leaves it. */
export function publicPreviewPath(path: string | null): string {
  const safe = safeNextPath(path);
  return isProtectedPath(safe) ? "/" : safe;
}

/**
 * Whether this request previews the drafts: draft mode is on (only /portal/preview turns it on,
 * for verified staff) and the user is still staff, since the cookie outlives a sign-out. False
 * outside a request. A public page asks only when draft mode is on, so it stays static otherwise.
 */
export async function isStaffPreview(): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false;
  } catch {
    return false;
  }
  return (await getCurrentUser()) !== null;
}
