import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { site } from "@/content/site";

type PortalShellProps = { email: string; children: React.ReactNode };

export function PortalShell({ email, children }: PortalShellProps) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-phosphor focus:px-3 focus:py-2 focus:text-bg"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
        <Link href="/" className="font-bold text-phosphor">
          {site.name}
        </Link>
        <div className="flex items-center gap-4">
          <span className="text-sm text-bright">{email}</span>
          <SignOutButton />
        </div>
      </header>
      <main id="main" className="px-4 py-8">
        {children}
      </main>
    </div>
  );
}
