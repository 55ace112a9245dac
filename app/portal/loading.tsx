/** Shown inside the shell while the next portal page renders on the server. */
export default function PortalLoading() {
  return (
    <div role="status" className="mx-auto max-w-7xl animate-pulse">
      <span className="sr-only">Loading page…</span>
      <div aria-hidden="true" className="h-8 w-64 bg-surface-raised" />
      <div aria-hidden="true" className="mt-3 h-4 w-96 max-w-full bg-surface" />
      <div aria-hidden="true" className="mt-8 h-48 border border-line bg-surface" />
    </div>
  );
}
