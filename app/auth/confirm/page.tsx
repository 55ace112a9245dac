import { LogIn, UserCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { linkToken, type LinkType } from "@/lib/auth/link-token";
import { LOGIN_PATH, loginPath, safeNextPath } from "@/lib/auth/paths";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { ConfirmForm } from "./confirm-form";
import { confirmErrorMessage } from "./errors";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

type ConfirmPageProps = { searchParams: SearchParams };

const CARDS: Record<LinkType, { title: string; intro: string; button: string }> = {
  email: {
    title: "Finish signing in",
    intro: "Press Sign in to open the staff portal. The link works once.",
    button: "Sign in",
  },
  magiclink: {
    title: "Finish signing in",
    intro: "Press Sign in to open the staff portal. The link works once.",
    button: "Sign in",
  },
  invite: {
    title: "Accept your invitation",
    intro: "Press Continue to accept it; next you choose your password. The link works once.",
    button: "Continue",
  },
  recovery: {
    title: "Reset your password",
    intro: "Press Continue; next you choose a new password. The link works once.",
    button: "Continue",
  },
};

/**
 * Where e-mail links land (sign-in, invitation, password reset). Opening one spends nothing (mail
 * scanners fetch links too): the token is verified only when the visitor presses the button, in
 * whichever browser that is.
 */
export default async function ConfirmPage({ searchParams }: ConfirmPageProps) {
  const params = await searchParams;
  const error = confirmErrorMessage(firstParam(params.error));
  if (error) {
    return (
      <AuthCard command="./confirm" title="Invitation expired" intro="This link cannot be used.">
        <Notice role="alert" tone="error" className="mb-6 px-4 py-3 text-sm">
          {error}
        </Notice>
        <Link href={LOGIN_PATH} className={buttonClasses({ size: "block" })}>
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }
  const token = linkToken(firstParam(params.token_hash), firstParam(params.type));
  if (!token) redirect(loginPath(null, { error: "link_invalid" }));
  const card = CARDS[token.type];
  const Icon = token.type === "invite" ? UserCheck : LogIn;

  return (
    <AuthCard command="./confirm" title={card.title} intro={card.intro}>
      <ConfirmForm>
        <input type="hidden" name="token_hash" value={token.tokenHash} />
        <input type="hidden" name="type" value={token.type} />
        <input type="hidden" name="next" value={safeNextPath(firstParam(params.next))} />
        <Button type="submit" variant="solid" size="block">
          <Icon aria-hidden="true" className="size-4" />
          {card.button}
        </Button>
      </ConfirmForm>
    </AuthCard>
  );
}
