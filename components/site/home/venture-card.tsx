import Link from "next/link";
import type { CSSProperties } from "react";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import type { Venture } from "@/content/types";

type VentureCardProps = {
  venture: Venture;
  /** Position in the grid, for the staggered entrance. */
  index: number;
};

/** A venture as a small terminal window; the whole card opens the venture's report. */
export function VentureCard({ venture, index }: VentureCardProps) {
  return (
    <li className="animate-card-in min-w-0" style={{ "--stagger-index": index } as CSSProperties}>
      <article className="venture-card">
        <TerminalBar label={venture.command} />
        <div>
          <h3>
            {/* Not scrolling keeps the grid in place under the modal that this link opens. */}
            <Link href={`/ventures/${venture.slug}`} scroll={false}>
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
