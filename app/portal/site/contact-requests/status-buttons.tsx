"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { idleAnswer } from "@/lib/action/answer";
import type { ContactStatus } from "@/lib/db/schema";
import { setMessageStatus } from "./actions";

const LABELS: Record<ContactStatus, string> = {
  new: "Mark new",
  read: "Mark read",
  replied: "Mark replied",
  archived: "Archive",
};

type StatusButtonsProps = {
  id: number;
  /** The statuses offered, each a button; the message's own is left out by the caller. */
  statuses: readonly ContactStatus[];
  /** Names the message for a screen reader, where many rows offer the same buttons. */
  subject?: string;
};

/** Buttons that set a message's status, each a plain form that works before hydration. */
export function StatusButtons({ id, statuses, subject }: StatusButtonsProps) {
  const [answer, formAction, isPending] = useActionState(setMessageStatus, idleAnswer);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {statuses.map((status) => (
          <form key={status} action={formAction}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="status" value={status} />
            <Button type="submit" size="xs" disabled={isPending}>
              {LABELS[status]}
              {subject && <span className="sr-only">: {subject}</span>}
            </Button>
          </form>
        ))}
      </div>
      <AnswerNotice answer={answer} className="px-3 py-2 text-xs" />
    </div>
  );
}
