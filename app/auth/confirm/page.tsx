import { LogIn } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { linkToken } from "@/lib/auth/link-token";
import { loginPath, safeNextPath } from "@/lib/auth/paths";
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
  if (!token) redirect(loginPath(null, { error: "link_invalid" }));

  return (
    <AuthCard
      command="./confirm"
      title="Finish signing in"
      intro="Press Sign in to open the staff portal. The link works once."
    >
      <form action={confirmSignIn}>
        <input type="hidden" name="token_hash" value={token.tokenHash} />
        <input type="hidden" name="type" value={token.type} />
        <input type="hidden" name="next" value={safeNextPath(firstParam(params.next))} />
        <Button type="submit" variant="solid" size="block">
          <LogIn aria-hidden="true" className="size-4" />
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
