type PageHeroProps = {
  /** The page's path, shown as the prompt `$ cd /about`. */
  path: string;
  title: string;
  subtitle?: string;
  /** Minimum height: `sm` 30vh, `md` 40vh, `lg` 50vh. */
  size?: "sm" | "md" | "lg";
};

const minHeights = {
  sm: "min-h-[30vh]",
  md: "min-h-[40vh]",
  lg: "min-h-[50vh]",
} as const;

/** The terminal-style banner at the top of a public page; holds the page's only `h1`. */
export function PageHero({ path, title, subtitle, size = "md" }: PageHeroProps) {
  return (
    <header
      className={`relative flex items-center overflow-hidden border-b border-line bg-[radial-gradient(ellipse_at_top_left,rgba(0,255,65,0.1),transparent_60%)] ${minHeights[size]}`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(to_bottom,rgba(0,255,65,0.035)_0,rgba(0,255,65,0.035)_1px,transparent_1px,transparent_4px)]"
      />
      <div className="relative mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p aria-hidden="true" className="text-sm text-muted">
          <span className="text-phosphor">$</span> cd {path}
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-phosphor sm:text-5xl lg:text-6xl">
          {title}
          <span
            aria-hidden="true"
            className="cursor-blink ml-2 inline-block h-[0.85em] w-[0.5em] translate-y-[0.1em] bg-phosphor"
          />
        </h1>
        {subtitle ? (
          <p className="mt-5 max-w-2xl text-lg text-pretty text-dim sm:text-xl">{subtitle}</p>
        ) : null}
      </div>
    </header>
  );
}
