"use client";
import { usePathname, useServerInsertedHTML } from "next/navigation";
import { useRef, useState } from "react";
import { firstPaintCss } from "@/lib/site-stylesheet/first-paint";

/** Marks the inline stylesheet, for the browser to know its document was styled by it. */
const FIRST_PAINT = "data-first-paint";

/**
 * A page's first paint after one round trip: the rules its page can use travel inside its HTML
 * (written once, by the server's render, never into the RSC payload), so nothing blocks the
 * paint. A client navigation then renders the whole public stylesheet `href` in its transition:
 * React holds the next page until the stylesheet has loaded, and it comes after the inline rules
 * (same precedence), so its single order decides the cascade from then on.
 */
export function FirstPaintStylesheet({ href }: { href: string }) {
  const pathname = usePathname();
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    const css = firstPaintCss(pathname);
    if (!css) return null;
    const attributes = { "data-precedence": "site", [FIRST_PAINT]: "" };
    return <style {...attributes} dangerouslySetInnerHTML={{ __html: css }} />;
  });
  const [firstPathname] = useState(pathname);
  const [styledInline] = useState(
    () => typeof document !== "undefined" && document.querySelector(`[${FIRST_PAINT}]`) !== null,
  );
  if (!styledInline || pathname === firstPathname) return null;
  return <link rel="stylesheet" href={href} precedence="site" />;
}
