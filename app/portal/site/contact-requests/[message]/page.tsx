import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ToolPage } from "@/components/portal/tool-page";
import { MessageDetails } from "@/components/portal/contact/message-details";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { buttonClasses } from "@/components/ui/button";
import { hasRole } from "@/lib/auth/roles";
import { CONTACT_STATUSES, messageIdOf, replyHref } from "@/lib/contact/inbox";
import { readContactMessage } from "@/lib/db/contact-messages";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { DeleteForms } from "../delete-forms";
import { StatusButtons } from "../status-buttons";

const { contactRequests: tool } = portalTools;

type PageProps = { params: Promise<{ message: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return { title: `Message ${messageIdOf((await params).message) ?? ""} · ${tool.title}` };
}

export default async function ContactMessagePage({ params }: PageProps) {
  const id = messageIdOf((await params).message);
  const { role } = await requireTool(tool, id === null ? tool.path : `${tool.path}/${id}`);
  if (id === null) notFound();
  const message = await readContactMessage(id).catch(() => undefined);
  if (message === null) notFound();
  const back = { href: tool.path, label: "Inbox" };
  if (!message) {
    return (
      <ToolPage tool={tool} title={`Message ${id}`} back={back}>
        <UnavailableNotice />
      </ToolPage>
    );
  }
  return (
    <ToolPage tool={tool} title={message.subject} back={back}>
      <div className="space-y-8">
        <MessageDetails message={message} />
        <div className="flex flex-wrap items-start gap-4">
          <a href={replyHref(message)} className={buttonClasses({ variant: "accent", size: "md" })}>
            Reply by e-mail
          </a>
          {hasRole(role, "editor") && (
            <StatusButtons
              id={message.id}
              statuses={CONTACT_STATUSES.filter((status) => status !== message.status)}
            />
          )}
        </div>
        {hasRole(role, "admin") && <DeleteForms id={message.id} email={message.email} />}
      </div>
    </ToolPage>
  );
}
