import type { LucideIcon } from "lucide-react";
import Link from "next/link";

type StatusPageProps = { icon: LucideIcon; code: string; title: string; children: React.ReactNode };

/** A portal path that shows no page (404) or not to this role (403), inside the portal's shell. */
export function StatusPage({ icon: Icon, code, title, children }: StatusPageProps) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-phosphor" />
      <p className="mt-4 text-5xl font-bold text-phosphor">{code}</p>
      <h1 className="mt-2 text-2xl font-bold text-phosphor">{title}</h1>
      <p className="mt-3 text-sm text-bright">{children}</p>
      <Link
        href="/portal"
        className="mt-6 inline-flex min-h-10 items-center bg-phosphor px-4 font-semibold text-bg hover:bg-bright"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
