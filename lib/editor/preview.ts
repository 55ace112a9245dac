import { isProtectedPath, safeNextPath } from "@/lib/auth/paths";

/** The route that turns draft mode on for the page in its `path` field (a POST). */
export const PREVIEW_PATH = "/portal/preview";

/** The route that turns draft mode off again. */
export const PREVIEW_EXIT_PATH = "/portal/preview/exit";

/** `path` when it is a public page of this site, else the home page: a preview never leaves it. */
export function publicPreviewPath(path: string | null): string {
  const safe = safeNextPath(path);
  return isProtectedPath(safe) ? "/" : safe;
}
