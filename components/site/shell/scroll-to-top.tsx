"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { shouldScrollToTop } from "@/lib/site-sections";

/**
 * Scrolls to the top when a navigation enters another section. Venture and announcement modals
 * stay in the section they open over, so the page behind them keeps its place.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (window.location.hash || !shouldScrollToTop(from, pathname)) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
