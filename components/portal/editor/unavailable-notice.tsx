/** What a tool shows instead of its forms while the content database does not answer. */
export function UnavailableNotice() {
  return (
    <p role="alert" className="border border-warn/70 bg-warn/10 px-4 py-3 text-sm text-warn">
      Saving is unavailable: the content database is not answering. The public site keeps showing
      what was last published; try again later.
    </p>
  );
}
