import { draftMode } from "next/headers";
import { PreviewBar } from "@/components/site/shell/preview-bar";
import { SiteBar } from "@/components/site/shell/site-bar";
import { SiteNotice } from "@/components/site/shell/site-notice";
import { SiteShell } from "@/components/site/shell/site-shell";
import { isStaffPreview } from "@/lib/auth/preview";
import { getPublished, getSiteBar } from "@/lib/db/site-content";
import { isSiteBarShowing } from "@/lib/site-bar";

// The footer prints the current year: regenerating the static pages daily turns it over on
// 1 January without making any public page dynamic. A scheduled site bar shortens this to its
// next start or end (getSiteBar), so the bar is only in the pages rendered inside its window.
export const revalidate = 86400;

export default async function SiteLayout({
  children,
  modal,
}: Readonly<{ children: React.ReactNode; modal: React.ReactNode }>) {
  const [draft, isPreview] = await Promise.all([draftMode(), isStaffPreview()]);
  const [bar, [notice]] = await Promise.all([
    getSiteBar({ isPreview }),
    getPublished("siteNotice", { isPreview }),
  ]);
  return (
    <>
      {draft.isEnabled && <PreviewBar />}
      <SiteShell>{children}</SiteShell>
      {modal}
      {bar && isSiteBarShowing(bar, new Date()) && <SiteBar bar={bar} />}
      {notice?.enabled && (
        <SiteNotice title={notice.title} body={notice.body} noticeVersion={notice.noticeVersion} />
      )}
    </>
  );
}
