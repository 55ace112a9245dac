import Link from "next/link";
import { breadcrumbOf, portalNav } from "@/lib/portal/nav";
import type { PortalTool } from "@/lib/portal/tools";
import { cn } from "@/lib/utils";

type ToolPageProps = {
  tool: PortalTool;
  /** The heading, when the page is not the tool's own (an item of it): the tool's title else. */
  title?: string;
  /** What the tool does, in a sentence under the heading. */
  intro?: React.ReactNode;
  /** Where "back" leads, when the page is one item of a tool. */
  back?: { href: string; label: string };
  children: React.ReactNode;
};

/**
 * The frame of every portal tool: where it sits in the portal (the folders holding it in the
 * sidebar), its heading, its content, as wide as its entry in `portalTools` says.
 */
export function ToolPage({ tool, title = tool.title, intro, back, children }: ToolPageProps) {
  return (
    <div className={cn("mx-auto", tool.width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
      <p className="mb-2 text-sm text-muted">{breadcrumbOf(portalNav, tool.path).join(" / ")}</p>
      {back && (
        <Link href={back.href} className="text-sm text-muted hover:text-phosphor">
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
      )}
      <h1 className={cn("mt-1 text-2xl font-bold text-phosphor", intro ? "mb-2" : "mb-6")}>
        {title}
      </h1>
      {intro && <p className="mb-6 text-sm text-muted">{intro}</p>}
      {children}
    </div>
  );
}
