"use client";

import { Dialog } from "@/components/ui/dialog";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { useStoredFlag } from "@/lib/hooks/use-stored-flag";

type SiteNoticeProps = { title: string; body: string; noticeVersion: number };

/** The site-wide notice dialog: opens once per visitor and notice version (local storage). */
export function SiteNotice({ title, body, noticeVersion }: SiteNoticeProps) {
  const isHydrated = useIsHydrated();
  const [hasSeen, markSeen] = useStoredFlag("local", "sv-site-notice", String(noticeVersion));
  return (
    <Dialog isOpen={isHydrated && !hasSeen} onClose={markSeen} title={title}>
      <p className="whitespace-pre-line text-pretty">{body}</p>
    </Dialog>
  );
}
