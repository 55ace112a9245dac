import { ShieldX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Not allowed" };

/** A portal page or action the user's role does not open: the 403, inside the portal's shell. */
export default function PortalForbidden() {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-phosphor" />
      <p className="mt-4 text-5xl font-bold text-phosphor">403</p>
      <h1 className="mt-2 text-2xl font-bold text-phosphor">Not for your role</h1>
      <p className="mt-3 text-sm text-bright">
        Your account&apos;s role does not open this page. An admin can change your role.
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
