"use client";

import { X } from "lucide-react";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { useStoredFlag } from "@/lib/hooks/use-stored-flag";
import { isSiteBarShowing, type BarWindow } from "@/lib/site-bar";

type SiteBarProps = {
  /** A bar that was inside its window when the page was rendered. */
  bar: BarWindow & { text: string; linkUrl: string | null };
};

/**
 * The site-wide announcement bar, fixed to the bottom of the viewport so it never moves the
 * page; dismissed for the rest of the visit (session storage), and hidden once its window ends.
 */
export function SiteBar({ bar }: SiteBarProps) {
  const isHydrated = useIsHydrated();
  const [isDismissed, dismiss] = useStoredFlag(
    "session",
    "sv-site-bar",
    `${bar.text}|${bar.linkUrl}`,
  );
  // A page rendered before the end may still be served just after it.
  const isInWindow = !isHydrated || isSiteBarShowing(bar, new Date());
  if (isDismissed || !isInWindow) return null;
  return (
    <>
      <div aria-hidden="true" className="h-14" />
      <aside
        aria-label="Site announcement"
        className="fixed inset-x-0 bottom-0 z-40 flex min-h-14 items-center justify-center gap-3 border-t border-line-strong bg-surface-raised px-4 py-2 text-sm text-phosphor"
      >
        <p className="text-pretty">
          {bar.linkUrl ? (
            <a href={bar.linkUrl} className="underline underline-offset-4 hover:text-bright">
              {bar.text}
            </a>
          ) : (
            bar.text
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the announcement"
          className="inline-flex size-9 shrink-0 items-center justify-center border border-line text-bright hover:border-phosphor hover:text-phosphor"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </aside>
    </>
  );
}
