import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import { VentureReport } from "@/components/site/home/venture-report";
import { getVenture } from "@/lib/db/site-content";

type VenturePageProps = { params: Promise<{ slug: string }> };

// Rendered per request from the cached published list: Next 16 stores an ISR page's notFound()
// under its own path (.next/server/route-cache), so a prerendered route would keep a file and a
// memory entry for every unknown slug a visitor invents.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: VenturePageProps): Promise<Metadata> {
  const venture = await getVenture((await params).slug);
  if (!venture) return {};
  return pageMetadata({
    title: venture.title,
    description: venture.preview,
    path: `/ventures/${venture.slug}`,
  });
}

export default async function VenturePage({ params }: VenturePageProps) {
  const venture = await getVenture((await params).slug);
  if (!venture) notFound();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-8 sm:py-16">
      <Link
        href="/#ventures"
        className="inline-flex min-h-6 items-center text-sm text-muted hover:text-phosphor"
      >
        <span aria-hidden="true">←&nbsp;</span>All ventures
      </Link>
      <article className="mt-6 border border-line bg-surface">
        <TerminalBar label={`less ./ventures/${venture.slug}/report.md`} />
        <div className="p-5 sm:p-10">
          <h1 className="text-3xl font-bold text-phosphor sm:text-4xl">{venture.title}</h1>
          <p className="mt-3 text-lg text-bright">{venture.preview}</p>
          <div className="mt-8 border-t border-line pt-8">
            <VentureReport venture={venture} />
          </div>
        </div>
      </article>
    </main>
  );
}
