import type { Metadata } from "next";
import { Terminal } from "lucide-react";
import { authMessages, loginErrorMessage } from "@/lib/auth/messages";
import { safeNextPath } from "@/lib/auth/paths";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { site } from "@/content/site";
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
    <main id="main" className="flex min-h-[80vh] items-center justify-center px-4 py-16">
      <section
        aria-labelledby="login-title"
        className="w-full max-w-md border border-line-strong bg-surface shadow-[0_0_40px_rgba(0,255,65,0.08)]"
      >
        <div className="flex items-center gap-2 border-b border-line px-4 py-2 text-xs text-muted">
          <Terminal aria-hidden="true" className="size-4" />
          <span>auth@{site.shortName.toLowerCase()}:~$ ./login</span>
        </div>
        <div className="px-6 py-8">
          <h1 id="login-title" className="text-2xl font-bold text-phosphor">
            System Access
          </h1>
          <p className="mt-2 mb-6 text-sm text-muted">Staff only. Sign in to reach the portal.</p>
          <LoginForm next={safeNextPath(firstParam(params.next))} notice={notice} />
        </div>
      </section>
    </main>
  );
}
