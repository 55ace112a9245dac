"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { fieldError, idleAnswer } from "@/lib/action/answer";
import { MAX_RECIPIENTS, RETENTION_DAYS } from "@/lib/contact/settings";
import { saveInboxSettings } from "./actions";

type SettingsFormProps = {
  notifyTo: string[];
  retentionDays: number;
  /** False for a viewer: the settings show, and nothing can be changed. */
  canEdit: boolean;
};

/** Who is told of new messages, and how long messages are kept before the sweep deletes them. */
export function SettingsForm({ notifyTo, retentionDays, canEdit }: SettingsFormProps) {
  const [answer, formAction, isPending] = useActionState(saveInboxSettings, idleAnswer);
  const notifyError = fieldError(answer, "notifyTo");
  return (
    <form action={formAction} className="space-y-5">
      <fieldset disabled={!canEdit || isPending} className="space-y-5">
        <legend className="sr-only">Contact form settings</legend>
        <div className="space-y-2">
          <label htmlFor="notify-to" className="block text-sm text-bright">
            Tell these addresses of each new message
          </label>
          <textarea
            id="notify-to"
            name="notifyTo"
            rows={3}
            defaultValue={answer.values?.notifyTo ?? notifyTo.join("\n")}
            aria-describedby="notify-to-hint notify-to-error"
            aria-invalid={notifyError ? true : undefined}
            className={inputClasses("px-3 py-2.5")}
          />
          <p id="notify-to-hint" className="text-sm text-muted">
            One address a line, at most {MAX_RECIPIENTS}. The hourly cap&apos;s notice goes here
            too.
          </p>
          <p id="notify-to-error" role="alert" className="text-sm text-error empty:hidden">
            {notifyError}
          </p>
        </div>
        <Field
          id="retention-days"
          name="retentionDays"
          label="Keep messages for (days)"
          type="number"
          min={RETENTION_DAYS.min}
          max={RETENTION_DAYS.max}
          defaultValue={answer.values?.retentionDays ?? retentionDays}
          hint={`Older messages are deleted by a sweep; ${RETENTION_DAYS.default} by default.`}
          error={fieldError(answer, "retentionDays") ?? ""}
        />
        {canEdit && (
          <Button type="submit" size="md">
            Save settings
          </Button>
        )}
      </fieldset>
      <AnswerNotice answer={answer} className="px-4 py-3 text-sm" />
    </form>
  );
}
