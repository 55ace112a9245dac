import Link from "next/link";
import { site } from "@/content/site";

type ToolPageProps = {
  title: string;
  /** Where "back" leads, when the page is one item of a tool. */
  back?: { href: string; label: string };
  children: React.ReactNode;
};

/** The frame of every content tool: where it sits in the portal, its heading, its content. */
export function ToolPage({ title, back, children }: ToolPageProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-2 text-sm text-muted">Portal / {site.product} Home</p>
      {back && (
        <Link href={back.href} className="text-sm text-muted hover:text-phosphor">
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
      )}
      <h1 className="mt-1 mb-6 text-2xl font-bold text-phosphor">{title}</h1>
      {children}
    </div>
  );
}
