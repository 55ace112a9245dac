/** Why a viewer's content tools have their buttons disabled. */
export const READ_ONLY_REASON =
  "Viewers can read the content tools; an admin can make you an editor.";

/** The reason, where the buttons are; `id` lets them point at it (`aria-describedby`). */
export function ReadOnlyNote({ id }: { id: string }) {
  return (
    <p id={id} className="border border-line px-3 py-2 text-sm text-bright">
      {READ_ONLY_REASON}
    </p>
  );
}
