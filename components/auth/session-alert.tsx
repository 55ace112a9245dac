"use client";

import { Notice } from "@/components/ui/notice";
import { useAuth } from "./auth-provider";

/** Says when the session could not be refreshed, so a sign-out that follows is no surprise. */
export function SessionAlert() {
  const { error } = useAuth();
  return (
    <Notice role="alert" tone="error" className="w-full px-3 py-1.5 text-sm empty:hidden">
      {error}
    </Notice>
  );
}
