"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { ConfirmCheck } from "@/components/ui/confirm-check";
import { idleAnswer } from "@/lib/action/answer";
import { deleteMessage, deleteSender } from "./actions";

type DeleteFormsProps = { id: number; email: string };

/** An admin's two deletions of a message's page: the message, or everything from its sender. */
export function DeleteForms({ id, email }: DeleteFormsProps) {
  const [messageAnswer, deleteOne, isDeleting] = useActionState(deleteMessage, idleAnswer);
  const [senderAnswer, deleteAll, isDeletingAll] = useActionState(deleteSender, idleAnswer);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <form action={deleteOne} className="space-y-3 border border-danger/40 p-4">
        <input type="hidden" name="id" value={id} />
        <ConfirmCheck id="confirm-delete-message">Yes, delete this message</ConfirmCheck>
        <Button type="submit" size="sm" variant="danger" disabled={isDeleting}>
          Delete message
        </Button>
        <AnswerNotice answer={messageAnswer} className="px-3 py-2 text-sm" />
      </form>
      <form action={deleteAll} className="space-y-3 border border-danger/40 p-4">
        <input type="hidden" name="id" value={id} />
        <ConfirmCheck id="confirm-delete-sender" className="wrap-anywhere">
          Yes, delete every message from {email}
        </ConfirmCheck>
        <Button type="submit" size="sm" variant="danger" disabled={isDeletingAll}>
          Delete all from this sender
        </Button>
        <AnswerNotice answer={senderAnswer} className="px-3 py-2 text-sm" />
      </form>
    </div>
  );
}
