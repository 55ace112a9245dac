"use client";

import { X } from "lucide-react";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { useStoredFlag } from "@/lib/hooks/use-stored-flag";
import { isSiteBarShowing, type BarWindow } from "@/lib/site-bar";

type SiteBarProps = {
  bar: BarWindow & { text: string; linkUrl: string | null };
  /** Whether the bar was inside its window when the page was rendered (the static HTML). */
  isShownBeforeHydration: boolean;
};

/**
 * The site-wide announcement bar, fixed to the bottom of the viewport so it never moves the
 * page; dismissed for the rest of the visit (session storage), and hidden outside its window.
 */
export function SiteBar({ bar, isShownBeforeHydration }: SiteBarProps) {
  const isHydrated = useIsHydrated();
  const [isDismissed, dismiss] = useStoredFlag(
    "session",
    "sv-site-bar",
    `${bar.text}|${bar.linkUrl}`,
  );
  const isInWindow = isHydrated ? isSiteBarShowing(bar, new Date()) : isShownBeforeHydration;
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
