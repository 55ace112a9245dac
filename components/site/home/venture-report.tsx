import { RichParagraph } from "@/components/site/common/rich-paragraph";
import type { Venture } from "@/lib/editor/kinds";

type VentureReportProps = { venture: Venture };

/** A venture's full report, shared by its modal and its own page; the caller renders the title. */
export function VentureReport({ venture }: VentureReportProps) {
  return (
    <div className="text-bright">
      <p className="text-sm text-muted">
        <span aria-hidden="true">$ </span>
        <code>{venture.command}</code>
      </p>
      <div className="mt-5 space-y-4 leading-7">
        {venture.report.map((paragraph) => (
          <RichParagraph key={paragraph}>{paragraph}</RichParagraph>
        ))}
      </div>
    </div>
  );
}
