import { Notice } from "@/components/ui/notice";

type AnswerProps = { message: string; isError: boolean };

/** An action's answer: a status for success, an alert for anything refused; empty until then. */
export function Answer({ message, isError }: AnswerProps) {
  return (
    <div role={isError ? "alert" : "status"} className="text-sm empty:hidden">
      {message && (
        <Notice tone={isError ? "error" : "ok"} className="px-4 py-3">
          {message}
        </Notice>
      )}
    </div>
  );
}
