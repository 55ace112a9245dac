"use client";

import { usePathname } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { isSignInPath } from "@/lib/auth/paths";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { useStoredFlag } from "@/lib/hooks/use-stored-flag";

type SiteNoticeProps = { title: string; body: string; noticeVersion: number };

/**
 * The site-wide notice dialog: opens once per visitor and notice version (local storage), on the
 * public pages only: staff signing in are not visitors, and a modal would stand in their way.
 */
export function SiteNotice({ title, body, noticeVersion }: SiteNoticeProps) {
  const isHydrated = useIsHydrated();
  const isSignIn = isSignInPath(usePathname());
  const [hasSeen, markSeen] = useStoredFlag("local", "sv-site-notice", String(noticeVersion));
  return (
    <Dialog isOpen={isHydrated && !isSignIn && !hasSeen} onClose={markSeen} title={title}>
      <p className="whitespace-pre-line text-pretty">{body}</p>
    </Dialog>
  );
}
