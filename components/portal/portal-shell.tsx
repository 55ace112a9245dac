import { SkipLink } from "@/components/ui/skip-link";
import type { Role } from "@/lib/auth/roles";
import { PortalMotion } from "./motion";
import { PortalHeader } from "./portal-header";
import { Sidebar } from "./sidebar";

type PortalShellProps = {
  email: string;
  role: Role;
  isSidebarOpen: boolean;
  children: React.ReactNode;
};

/** The staff portal's frame: sidebar, header and the page. */
export function PortalShell({ email, role, isSidebarOpen, children }: PortalShellProps) {
  return (
    <PortalMotion>
      <div className="flex min-h-dvh">
        <SkipLink />
        <Sidebar isInitiallyOpen={isSidebarOpen} role={role} />
        <div className="flex min-w-0 flex-1 flex-col">
          <PortalHeader email={email} role={role} />
          <main
            id="main"
            tabIndex={-1}
            className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
          >
            {children}
          </main>
        </div>
      </div>
    </PortalMotion>
  );
}
