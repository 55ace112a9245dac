import { FileQuestion } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

/** A portal path the sidebar tree does not list: the 404, inside the portal's shell. */
export default function PortalNotFound() {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-10 text-phosphor" />
      <p className="mt-4 text-5xl font-bold text-phosphor">404</p>
      <h1 className="mt-2 text-2xl font-bold text-phosphor">Oops! Page not found</h1>
      <p className="mt-3 text-sm text-bright">
        No portal page lives at this address. It may be a tool that has no page yet, or a typo.
      </p>
      <Link
        href="/portal"
        className="mt-6 inline-flex min-h-10 items-center bg-phosphor px-4 font-semibold text-bg hover:bg-bright"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
