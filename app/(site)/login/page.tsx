import type { Metadata } from "next";
import { authMessages, loginErrorMessage } from "@/lib/auth/messages";
import { safeNextPath } from "@/lib/auth/paths";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "./login-form";

export const metadata: Metadata = {
  title: "System Access",
  description: "Sign-in for staff.",
  robots: { index: false, follow: false },
};

type LoginPageProps = { searchParams: SearchParams };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  const notice =
    loginErrorMessage(firstParam(params.error)) ??
    (firstParam(params.expired) === "1" ? authMessages.expired : undefined);

  return (
    <AuthCard
      command="./login"
      title="System Access"
      intro="Staff only. Sign in to reach the portal."
    >
      <LoginForm next={safeNextPath(firstParam(params.next))} notice={notice} />
    </AuthCard>
  );
}
