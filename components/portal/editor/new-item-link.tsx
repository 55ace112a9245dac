import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** The link to a tool's "new item" page, above its list. */
export function NewItemLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={buttonClasses({ variant: "outline", size: "md" })}>
      {children}
    </Link>
  );
}
