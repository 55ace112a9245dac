/** The first focusable thing on every page: jumps past the navigation to `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-phosphor focus:px-3 focus:py-2 focus:text-bg"
    >
      Skip to content
    </a>
  );
}
