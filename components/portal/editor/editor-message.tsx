import { Notice } from "@/components/ui/notice";
import type { EditorState } from "@/lib/editor/state";

/** An editor action's answer: a status for success, an alert for anything refused. */
export function EditorMessage({ state }: { state: EditorState }) {
  const isError = state.status !== "done" && state.status !== "idle";
  return (
    <div role={isError ? "alert" : "status"} className="text-sm empty:hidden">
      {state.message && (
        <Notice tone={isError ? "error" : "ok"} className="px-4 py-3">
          {state.message}
        </Notice>
      )}
    </div>
  );
}
