import { SectionHeading } from "@/components/ui/section-heading";

type PageSectionProps = {
  /** Anchor and heading id. */
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
};

/** A content band of a public page under an `h2`, at the site's width and rhythm. */
export function PageSection({ id, title, intro, children }: PageSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14 sm:px-6 sm:py-16"
    >
      <SectionHeading id={id} className="sm:text-3xl">
        {title}
      </SectionHeading>
      {intro ? <p className="mt-4 max-w-prose text-pretty text-dim">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
