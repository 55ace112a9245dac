import type { Paragraph } from "@/content/types";

type ProseProps = {
  paragraphs: Paragraph[];
};

/** Paragraphs at a readable measure. */
export function Prose({ paragraphs }: ProseProps) {
  return (
    <div className="max-w-prose space-y-5 text-lg leading-relaxed text-pretty text-dim">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
