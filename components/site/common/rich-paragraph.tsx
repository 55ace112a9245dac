import { ExternalLink } from "lucide-react";
import { linkify } from "@/lib/linkify";
import type { Paragraph } from "@/content/types";

type RichParagraphProps = {
  children: Paragraph;
  className?: string;
};

/** A paragraph of content prose whose web addresses are links opening in a new tab. */
export function RichParagraph({ children, className = "" }: RichParagraphProps) {
  return (
    <p className={className}>
      {linkify(children).map((part) => {
        if (part.kind === "text") return part.text;
        return (
          <a
            key={part.start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-words text-phosphor underline decoration-line-strong underline-offset-4 hover:decoration-phosphor"
          >
            {part.text}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      })}
    </p>
  );
}
