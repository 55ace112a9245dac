import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundLogger } from "@/components/site/shell/not-found-logger";
import { SiteShell } from "@/components/site/shell/site-shell";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
};

// Unmatched URLs skip the (site) layout, so the page brings the public shell itself.
export default function NotFound() {
  return (
    <SiteShell>
      <main
        id="main"
        className="mx-auto flex min-h-[60vh] max-w-6xl flex-col justify-center px-4 py-16 sm:px-6"
      >
        <NotFoundLogger />
        <p aria-hidden="true" className="text-sm text-muted">
          <span className="text-phosphor">$</span> cd ./requested-page
        </p>
        <p aria-hidden="true" className="mt-1 text-sm text-danger">
          error: no such file or directory
        </p>
        <h1 className="mt-6 text-phosphor">
          <span className="block text-7xl font-bold tracking-tight sm:text-9xl">404</span>
          <span className="mt-4 block text-2xl font-semibold sm:text-3xl">
            Oops! Page not found
            <span
              aria-hidden="true"
              className="cursor-blink ml-2 inline-block h-[0.85em] w-[0.5em] translate-y-[0.1em] bg-phosphor"
            />
          </span>
        </h1>
        <p className="mt-4 max-w-prose text-dim">
          The address may be mistyped, or the page may have moved.
        </p>
        <p className="mt-8">
          <Link href="/" className={buttonClasses({ variant: "accent", size: "md" })}>
            <span aria-hidden="true">&lt;</span>
            Back to home
          </Link>
        </p>
      </main>
    </SiteShell>
  );
}
