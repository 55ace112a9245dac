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
      <article className="group relative flex h-full flex-col border border-line bg-surface transition-colors duration-200 hover:border-phosphor has-[a:focus-visible]:border-phosphor">
        <TerminalBar label={venture.command} />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-semibold text-phosphor">
            {/* Not scrolling keeps the grid in place under the modal that this link opens. */}
            <Link
              href={`/ventures/${venture.slug}`}
              scroll={false}
              className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-phosphor"
            >
              {venture.title}
            </Link>
          </h3>
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-bright">{venture.preview}</p>
          <p
            aria-hidden="true"
            className="mt-auto pt-5 text-xs text-muted transition-colors group-hover:text-phosphor"
          >
            $ cat report.md{" "}
            <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
          </p>
        </div>
      </article>
    </li>
  );
}
