"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { idleAnswer } from "@/lib/action/answer";
import { AccountField } from "./account-field";
import { twoStep } from "./actions";
import { EnrolmentDetails } from "./enrolment-details";

type TwoStepPanelProps = {
  /** Whether the account has a verified factor. */
  isOn: boolean;
  /** Where to go once the first code is confirmed, when a page sent the person here to enrol. */
  goOnTo?: string;
};

const codeProps = {
  name: "code",
  label: "6-digit code from your authenticator app",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  required: true,
} as const;

/** Two-step sign-in: its status, turning it on (QR code, key, first code) and off (a code). */
export function TwoStepPanel({ isOn, goOnTo }: TwoStepPanelProps) {
  const [answer, formAction, isPending] = useActionState(twoStep, idleAnswer);
  const enrolment = answer.detail?.enrolment;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Status:{" "}
        <strong className={isOn ? "text-phosphor" : "text-warn"}>{isOn ? "On" : "Off"}</strong>
      </p>
      <fieldset disabled={isPending} className="min-w-0 space-y-4">
        {isOn ? (
          <form action={formAction} className="space-y-4">
            <input type="hidden" name="intent" value="stop" />
            <AccountField {...codeProps} formId="two-step-off" answer={answer} />
            <Button type="submit" variant="danger">
              Turn off two-step sign-in
            </Button>
          </form>
        ) : enrolment ? (
          <>
            <EnrolmentDetails enrolment={enrolment} />
            <form action={formAction} className="space-y-4">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="factor" value={enrolment.factorId} />
              {goOnTo && <input type="hidden" name="next" value={goOnTo} />}
              <AccountField {...codeProps} formId="two-step-on" answer={answer} autoFocus />
              <Button type="submit">Confirm and turn on</Button>
            </form>
          </>
        ) : (
          <form action={formAction}>
            <input type="hidden" name="intent" value="start" />
            <p className="mb-3 text-sm text-muted">
              Signing in then also asks for a code from an authenticator app on your phone.
            </p>
            <Button type="submit">Turn on two-step sign-in</Button>
          </form>
        )}
      </fieldset>
      <AnswerNotice answer={answer} className="mt-3 px-3 py-2" />
    </div>
  );
}
