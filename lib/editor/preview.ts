import { isProtectedPath, safeNextPath } from "@/lib/auth/paths";
import type { EditableKind } from "./schemas";

/** `path` when it is a public page of this site, else the home page: a preview never leaves it. */
export function publicPreviewPath(path: string | null): string {
  const safe = safeNextPath(path);
  return isProtectedPath(safe) ? "/" : safe;
}

/** The public page that shows an item of `kind`, as its draft stands. */
export function previewPathOf(kind: EditableKind, draft: Record<string, unknown>): string {
  const slug = typeof draft.slug === "string" ? draft.slug : "";
  if (kind === "ventures") return `/ventures/${slug}`;
  if (kind === "announcements") return `/announcements/${slug}`;
  if (kind === "jobs" || kind === "careers") return "/careers";
  return "/";
}
