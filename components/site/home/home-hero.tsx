import type { CSSProperties } from "react";
import { MatrixRain } from "@/components/site/home/matrix-rain";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import { site } from "@/content/site";

const PROMPT = `visitor@${site.handle}:~$`;

/** The home page's hero: a terminal window over the glyph rain that types out the company name. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="hero">
      <MatrixRain />
      <div className="hero-window">
        <TerminalBar label={`${site.handle} — zsh — 80×24`} />
        <div className="@container px-4 py-6 sm:px-8 sm:py-10">
          <p className="text-sm text-muted">
            <span className="text-bright">{PROMPT}</span> ./hello --company
          </p>
          <h1
            id="hero-title"
            className="type-reveal mt-4 leading-tight font-bold text-phosphor"
            style={{ "--type-chars": site.name.length } as CSSProperties}
          >
            {site.name}
          </h1>
          <p className="mt-4 text-base text-bright sm:text-lg">
            <span aria-hidden="true" className="text-muted">
              &gt;{" "}
            </span>
            {site.motto}
          </p>
          <p className="mt-3 text-sm text-muted">
            {site.tagline} [{site.locations.join(" · ")}]
          </p>
          <p className="mt-6 text-sm text-bright">
            {PROMPT}{" "}
            <span
              aria-hidden="true"
              className="cursor-blink inline-block h-[1.1em] w-[0.6em] translate-y-[0.15em] bg-phosphor"
            />
          </p>
        </div>
      </div>
    </section>
  );
}
