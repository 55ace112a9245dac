import { draftMode } from "next/headers";
import type { NextRequest } from "next/server";
import { requireRole } from "@/lib/auth/current-user";
import { publicPreviewPath } from "@/lib/auth/preview";

/**
 * Turns on Next's draft mode for a verified staff member and opens the public page asked for.
 * A POST from the editor's Preview button only: a link or an image elsewhere cannot switch a
 * staff member's view to the drafts (a GET here answers 405).
 */
export async function POST(request: NextRequest) {
  await requireRole("viewer");
  const data = await request.formData().catch(() => null);
  const path = data?.get("path");
  const target = publicPreviewPath(typeof path === "string" ? path : null);
  (await draftMode()).enable();
  // 303: the browser follows with a GET, never posting the form again to the public page.
  return new Response(null, { status: 303, headers: { Location: target } });
}
