"use client";

import Link from "next/link";
import { NotFoundLogger } from "@/components/site/shell/not-found-logger";

/**
 * The public 404 as a terminal error, for the page area of the public shell. A client component
 * though it needs no browser API: every page's payload carries the 404 boundaries, and this way
 * they are a reference to a cached script instead of the whole markup.
 */
export function PageNotFound() {
  return (
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
        <Link
          href="/"
          className="inline-flex min-h-11 items-center border border-phosphor px-5 font-semibold text-phosphor hover:bg-phosphor hover:text-bg"
        >
          <span aria-hidden="true" className="mr-2">
            &lt;
          </span>
          Back to home
        </Link>
      </p>
    </main>
  );
}
