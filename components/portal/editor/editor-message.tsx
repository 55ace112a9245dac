import { LiveNotice } from "@/components/ui/notice";
import type { EditorState } from "@/lib/editor/state";

/** An editor action's answer: a status for success, an alert for anything refused. */
export function EditorMessage({ state }: { state: EditorState }) {
  const isError = state.status !== "done" && state.status !== "idle";
  return <LiveNotice tone={isError ? "error" : "ok"} message={state.message} />;
}
