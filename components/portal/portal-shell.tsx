import { PortalHeader } from "./portal-header";
import { Sidebar } from "./sidebar";

type PortalShellProps = { email: string; isSidebarOpen: boolean; children: React.ReactNode };

/** The staff portal's frame: sidebar, header and the page. */
export function PortalShell({ email, isSidebarOpen, children }: PortalShellProps) {
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-phosphor focus:px-3 focus:py-2 focus:text-bg"
      >
        Skip to content
      </a>
      <Sidebar isInitiallyOpen={isSidebarOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <PortalHeader email={email} />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
