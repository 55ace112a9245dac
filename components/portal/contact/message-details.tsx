import type { ContactMessageRow } from "@/lib/db/contact-messages";
import { formatChangeTime } from "@/lib/editor/state";

type MessageDetailsProps = { message: ContactMessageRow };

const NOTIFICATION = {
  pending: "not sent yet",
  sent: "sent",
  failed: "failed: nobody was e-mailed about this message",
} as const;

const term = "text-sm text-muted";

/** One message: who sent it, when and from where, whether staff were told, and its text. */
export function MessageDetails({ message }: MessageDetailsProps) {
  return (
    <article className="space-y-6">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className={term}>From</dt>
        <dd className="wrap-anywhere text-bright">
          {message.name} &lt;{message.email}&gt;
        </dd>
        <dt className={term}>Received</dt>
        <dd className="text-bright">{formatChangeTime(message.receivedAt)}</dd>
        <dt className={term}>Visitor address</dt>
        <dd className="text-bright">{message.clientAddress ?? "unknown"}</dd>
        <dt className={term}>Status</dt>
        <dd className="text-bright">{message.status}</dd>
        <dt className={term}>Notification</dt>
        <dd className={message.notification === "failed" ? "text-warn" : "text-bright"}>
          {NOTIFICATION[message.notification]}
        </dd>
      </dl>
      <div className="border border-line bg-surface p-4 whitespace-pre-wrap text-bright wrap-anywhere">
        {message.message}
      </div>
    </article>
  );
}
