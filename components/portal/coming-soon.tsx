import { Construction } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { FlatNavLink } from "@/lib/portal/nav";
import { NavIcon } from "./nav-icon";

type ComingSoonProps = { page: FlatNavLink };

/** The page of a sidebar entry whose tool is not built yet. */
export function ComingSoon({ page }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-2xl">
      {page.trail.length > 0 && (
        <p className="mb-2 text-sm text-muted">{["Portal", ...page.trail].join(" / ")}</p>
      )}
      <h1 className="flex items-center gap-3 text-2xl font-bold text-phosphor">
        <NavIcon name={page.icon} className="size-7 shrink-0" />
        {page.name}
      </h1>
      <div className="mt-8 border border-line bg-surface p-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-phosphor">
          <Construction aria-hidden="true" className="size-5" />
          Coming Soon
        </p>
        <p className="mt-2 text-sm text-bright">
          {page.name} is not built yet. It will appear here when it is ready; until then the rest of
          the portal works as usual.
        </p>
        <Link href="/portal" className={buttonClasses({}, "mt-5")}>
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
