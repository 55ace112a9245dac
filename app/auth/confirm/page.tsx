import { LogIn, Terminal } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { linkToken } from "@/lib/auth/link-token";
import { safeNextPath } from "@/lib/auth/paths";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { confirmSignIn } from "./actions";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

type ConfirmPageProps = { searchParams: SearchParams };

/**
 * The magic link's landing. Opening it spends nothing (mail scanners fetch links too): the
 * token is verified only when the visitor presses Sign in, in whichever browser that is.
 */
export default async function ConfirmPage({ searchParams }: ConfirmPageProps) {
  const params = await searchParams;
  const token = linkToken(firstParam(params.token_hash), firstParam(params.type));
  if (!token) redirect("/login?error=link_invalid");

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-16">
      <section
        aria-labelledby="confirm-title"
        className="w-full max-w-md border border-line-strong bg-surface px-6 py-8"
      >
        <p className="flex items-center gap-2 text-xs text-muted">
          <Terminal aria-hidden="true" className="size-4" />
          auth:~$ ./confirm
        </p>
        <h1 id="confirm-title" className="mt-4 text-2xl font-bold text-phosphor">
          Finish signing in
        </h1>
        <p className="mt-2 mb-6 text-sm text-bright">
          Press Sign in to open the staff portal. The link works once.
        </p>
        <form action={confirmSignIn}>
          <input type="hidden" name="token_hash" value={token.tokenHash} />
          <input type="hidden" name="type" value={token.type} />
          <input type="hidden" name="next" value={safeNextPath(firstParam(params.next))} />
          <Button type="submit" variant="solid" size="block">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </Button>
        </form>
      </section>
    </main>
  );
}
