import { PREVIEW_EXIT_PATH } from "@/lib/editor/preview";

/** Shown over the public pages while a staff member previews the drafts (Next's draft mode). */
export function PreviewBar() {
  return (
    <div
      role="region"
      aria-label="Preview"
      className="sticky top-0 z-50 flex items-center justify-center gap-4 border-b border-warn/70 bg-bg px-4 py-2 text-sm text-warn"
    >
      <p>Preview: drafts are shown, as they would look once published.</p>
      {/* A route handler: a full navigation, not a client route. */}
      <a href={PREVIEW_EXIT_PATH} className="underline underline-offset-4 hover:text-bright">
        Exit preview
      </a>
    </div>
  );
}
