import { LiveNotice } from "@/components/ui/notice";
import type { ActionAnswer } from "@/lib/action/answer";

/** An editor action's answer: a status for success, an alert for anything refused. */
export function EditorMessage({ state }: { state: ActionAnswer }) {
  const isError = state.status !== "done" && state.status !== "idle";
  return <LiveNotice tone={isError ? "error" : "ok"} message={state.message} />;
}
