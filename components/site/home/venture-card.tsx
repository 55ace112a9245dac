"use client";

import Link from "next/link";
import type { CSSProperties } from "react";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import type { Venture } from "@/lib/editor/kinds";

/**
 * What a card shows, and `href`, the venture's report page: never the report, which its dialog
 * loads from that route.
 */
type VentureCardData = Pick<Venture, "title" | "command" | "preview"> & { href: string };

type VentureCardProps = {
  venture: VentureCardData;
  /** Position in the grid, for the staggered entrance. */
  index: number;
};

/**
 * A venture as a small terminal window; the whole card opens the venture's report. A client
 * component though it needs no browser: the home page's payload then carries each card's four
 * texts instead of its whole markup a second time.
 */
export function VentureCard({ venture, index }: VentureCardProps) {
  return (
    <li className="animate-card-in min-w-0" style={{ "--stagger-index": index } as CSSProperties}>
      <article className="venture-card">
        <TerminalBar label={venture.command} />
        <div>
          <h3>
            {/* Not scrolling keeps the grid in place under the modal that this link opens. Not
                prefetched: the report is rendered per request, so a prefetch would only fetch
                its route (one request per card in view, again with a dialog open) and the click
                would still fetch the report. */}
            <Link href={venture.href} scroll={false} prefetch={false}>
              {venture.title}
            </Link>
          </h3>
          <p>{venture.preview}</p>
          <p aria-hidden="true">
            $ cat report.md <span>→</span>
          </p>
        </div>
      </article>
    </li>
  );
}
