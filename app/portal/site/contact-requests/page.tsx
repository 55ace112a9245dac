import type { Metadata } from "next";
import { ToolPage } from "@/components/portal/tool-page";
import { InboxFilters } from "@/components/portal/contact/inbox-filters";
import { InboxPager } from "@/components/portal/contact/inbox-pager";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { hasRole } from "@/lib/auth/roles";
import { inboxQueryOf } from "@/lib/contact/inbox";
import { CONTACT_PAGE_SIZE, listContactMessages } from "@/lib/db/contact-messages";
import { readContactSettings } from "@/lib/db/contact-settings";
import { loadSingleton } from "@/lib/db/load";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { ItemEditor } from "../item-editor";
import { InboxTable } from "./inbox-table";
import { SettingsForm } from "./settings-form";

const { contactRequests: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const heading = "text-xl font-semibold text-phosphor";

export default async function ContactRequestsPage({ searchParams }: PageProps) {
  const { role } = await requireTool(tool);
  const canEdit = hasRole(role, "editor");
  const query = inboxQueryOf(await searchParams);
  const [contactSwitch, inbox, settings] = await Promise.all([
    loadSingleton("contactForm"),
    listContactMessages(query, query.page).catch(() => null),
    readContactSettings().catch(() => null),
  ]);
  return (
    <ToolPage tool={tool} intro="The public form on /contact: whether it is open, and its inbox.">
      <div className="space-y-16">
        {contactSwitch.ok && contactSwitch.value ? (
          <ItemEditor
            kind="contactForm"
            title="Public messages on /contact"
            view={contactSwitch.value}
            canEdit={canEdit}
          />
        ) : (
          <UnavailableNotice />
        )}
        <section aria-labelledby="inbox-heading" className="space-y-6">
          <h2 id="inbox-heading" className={heading}>
            Inbox{inbox && <span className="text-base text-muted"> ({inbox.total})</span>}
          </h2>
          <InboxFilters query={query} path={tool.path} />
          {inbox ? (
            <>
              <InboxTable rows={inbox.rows} path={tool.path} canHandle={canEdit} />
              <InboxPager
                query={query}
                total={inbox.total}
                pageSize={CONTACT_PAGE_SIZE}
                path={tool.path}
              />
            </>
          ) : (
            <UnavailableNotice />
          )}
        </section>
        <section aria-labelledby="settings-heading" className="space-y-6">
          <h2 id="settings-heading" className={heading}>
            Settings
          </h2>
          {settings ? <SettingsForm {...settings} canEdit={canEdit} /> : <UnavailableNotice />}
        </section>
      </div>
    </ToolPage>
  );
}
