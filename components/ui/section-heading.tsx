import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  id: string;
  children: React.ReactNode;
  className?: string;
};

/** A section's `h2` behind a muted `##`, the way a Markdown heading reads in a terminal. */
export function SectionHeading({ id, children, className }: SectionHeadingProps) {
  return (
    <h2 id={id} className={cn("text-2xl font-semibold text-phosphor", className)}>
      <span aria-hidden="true" className="mr-3 text-muted">
        ##
      </span>
      {children}
    </h2>
  );
}
