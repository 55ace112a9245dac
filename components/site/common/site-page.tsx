import type { PageIntro } from "@/content/types";
import { PageHero } from "./page-hero";

type SitePageProps = {
  page: PageIntro;
  /** The banner's minimum height. */
  heroSize: "sm" | "md" | "lg";
  children: React.ReactNode;
};

/** A public page: its terminal-style banner, then its content, in the page's one `main`. */
export function SitePage({ page, heroSize, children }: SitePageProps) {
  return (
    <main id="main">
      <PageHero
        path={page.path}
        title={page.heading ?? page.title}
        subtitle={page.subtitle}
        size={heroSize}
      />
      {children}
    </main>
  );
}
