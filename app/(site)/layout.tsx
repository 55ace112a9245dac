export default function SiteLayout({
  children,
  modal,
}: Readonly<{ children: React.ReactNode; modal: React.ReactNode }>) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-phosphor focus:px-3 focus:py-2 focus:text-bg"
      >
        Skip to content
      </a>
      {children}
      {modal}
    </>
  );
}
