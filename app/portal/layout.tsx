import type { Metadata } from "next";
import { cookies } from "next/headers";
import { Suspense } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { AuthenticatingScreen } from "@/components/auth/authenticating-screen";
import { PortalShell } from "@/components/portal/portal-shell";
import { requireSignedIn } from "@/lib/auth/current-user";
import { isSidebarOpen, SIDEBAR_COOKIE } from "@/lib/portal/sidebar-state";
import "./portal.css";

// Only signed-in staff ever get a portal page (a link unfurler without the session gets /login),
// so the site's description and share cards would be bytes on every view that nobody reads.
export const metadata: Metadata = {
  title: { default: "Portal", template: "%s · Portal" },
  description: null,
  robots: { index: false, follow: false },
  openGraph: null,
  twitter: null,
};

/**
 * The lock on the staff area: the proxy redirects early, this verifies again on the server. Each
 * page asks for what `REQUIRE_TWO_STEP` requires itself: the account page, where a factor is
 * enrolled, must open without one.
 */
async function SignedInPortal({ children }: { children: React.ReactNode }) {
  const user = await requireSignedIn();
  const sidebarState = (await cookies()).get(SIDEBAR_COOKIE)?.value;
  return (
    <AuthProvider>
      <PortalShell email={user.email} role={user.role} isSidebarOpen={isSidebarOpen(sidebarState)}>
        {children}
      </PortalShell>
    </AuthProvider>
  );
}

export default function PortalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <Suspense fallback={<AuthenticatingScreen />}>
      <SignedInPortal>{children}</SignedInPortal>
    </Suspense>
  );
}
