import { VentureCard } from "@/components/site/home/venture-card";
import { itemPagePath, type Venture } from "@/lib/editor/kinds";
import { venturesIntro } from "@/content/ventures";

type VentureGridProps = {
  ventures: Venture[];
};

/** The portfolio section of the home page: a heading and a card per venture. */
export function VentureGrid({ ventures }: VentureGridProps) {
  return (
    <section
      id="ventures"
      aria-labelledby="ventures-title"
      className="animate-page-fade mx-auto max-w-6xl scroll-mt-8 px-4 py-16 sm:px-8 sm:py-20"
    >
      <p className="text-sm text-muted">$ ls ./ventures | wc -l → {ventures.length}</p>
      <h2 id="ventures-title" className="mt-2 text-2xl font-bold text-phosphor sm:text-3xl">
        Our ventures
      </h2>
      <p className="mt-3 max-w-2xl text-bright">{venturesIntro}</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {ventures.map(({ slug, title, command, preview }, index) => (
          <VentureCard
            key={slug}
            venture={{ href: itemPagePath("ventures", slug), title, command, preview }}
            index={index}
          />
        ))}
      </ul>
    </section>
  );
}
