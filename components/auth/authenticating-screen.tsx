import { Loader2 } from "lucide-react";

/** Shown while the portal verifies the session on the server. */
export function AuthenticatingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-phosphor" />
      <p className="text-lg font-semibold text-phosphor">Authenticating</p>
      <p className="text-sm text-muted">Validating session...</p>
    </div>
  );
}
