import type { Metadata } from "next";
import { connection } from "next/server";
import { safeNextPath } from "@/lib/auth/paths";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { CodeForm } from "./code-form";

export const metadata: Metadata = {
  title: "System Access: code",
  description: "The second step of a staff sign-in.",
  robots: { index: false, follow: false },
};

type TwoStepPageProps = { searchParams: SearchParams };

export default async function TwoStepPage({ searchParams }: TwoStepPageProps) {
  // Rendered per request: the sign-in pages' CSP carries a nonce, which a prerendered page lacks.
  await connection();
  const params = await searchParams;
  return (
    <AuthCard
      command="./login --two-step"
      title="System Access"
      intro="Two-step sign-in is on for your account. Enter the code from your authenticator app to finish signing in."
    >
      <CodeForm next={safeNextPath(firstParam(params.next))} />
      <form action="/auth/sign-out" method="post" className="mt-4">
        <Button type="submit" className="py-1.5">
          Cancel and sign out
        </Button>
      </form>
    </AuthCard>
  );
}
