import { SkipLink } from "@/components/ui/skip-link";
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
      <SkipLink />
      <TopBar />
      <div className="flex-1">{children}</div>
      <Footer year={new Date().getFullYear()} />
      <ScrollToTop />
    </div>
  );
}
