import { Footer } from "./footer";
import { ScrollToTop } from "./scroll-to-top";
import { TopBar } from "./top-bar";

type SiteShellProps = {
  /** The page, which brings its own `<main id="main">`. */
  children: React.ReactNode;
};

/** The public chrome: skip link, top bar, footer. Shared by the (site) layout and the 404 page. */
export function SiteShell({ children }: SiteShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-phosphor focus:px-3 focus:py-2 focus:text-bg"
      >
        Skip to content
      </a>
      <TopBar />
      <div className="flex-1">{children}</div>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
