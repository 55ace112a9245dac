import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { publicPreviewPath } from "@/lib/auth/preview";

/** Turns draft mode off again and shows the public page as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(publicPreviewPath(request.nextUrl.searchParams.get("path")));
}
