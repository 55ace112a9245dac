import { SiteShell } from "@/components/site/shell/site-shell";

// The footer prints the current year: regenerating the static pages daily turns it over on
// 1 January without making any public page dynamic.
export const revalidate = 86400;

export default function SiteLayout({
  children,
  modal,
}: Readonly<{ children: React.ReactNode; modal: React.ReactNode }>) {
  return (
    <>
      <SiteShell>{children}</SiteShell>
      {modal}
    </>
  );
}
