import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/current-user";
import { publicPreviewPath } from "@/lib/editor/preview";

/** Turns on Next's draft mode for a verified staff member and opens the public page asked for. */
export async function GET(request: NextRequest) {
  const path = publicPreviewPath(request.nextUrl.searchParams.get("path"));
  await requireUser(`/portal/preview?path=${encodeURIComponent(path)}`);
  (await draftMode()).enable();
  redirect(path);
}
