import type { EditorState } from "@/lib/editor/state";

const tones = {
  ok: "border border-line-strong bg-surface-raised px-4 py-3 text-phosphor",
  error: "border border-danger/70 bg-danger/10 px-4 py-3 text-[#ff8f88]",
} as const;

/** An editor action's answer: a status for success, an alert for anything refused. */
export function EditorMessage({ state }: { state: EditorState }) {
  const isError = state.status !== "done" && state.status !== "idle";
  return (
    <div role={isError ? "alert" : "status"} className="text-sm empty:hidden">
      {state.message && <p className={tones[isError ? "error" : "ok"]}>{state.message}</p>}
    </div>
  );
}
