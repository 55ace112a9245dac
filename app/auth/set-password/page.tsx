import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { Notice } from "@/components/ui/notice";
import { getCurrentUser } from "@/lib/auth/current-user";
import { passwordStepFor } from "@/lib/auth/password-step";
import { loginPath } from "@/lib/auth/paths";
import { SetPasswordForm } from "./set-password-form";

const UNAVAILABLE =
  "The sign-in service is not answering just now. Reload this page in a moment to choose your password.";

export const metadata: Metadata = {
  title: "Choose your password",
  robots: { index: false, follow: false },
};

/**
 * The step after an invitation or reset link: the person, signed in by that link, chooses a
 * password. Anyone else (no session, or a session that did not come from such a link, which only
 * the server's record of the step tells) is sent to the sign-in page.
 */
export default async function SetPasswordPage() {
  const user = await getCurrentUser();
  const step = await passwordStepFor(user);
  if (step === "unavailable") {
    return (
      <AuthCard command="./set-password" title="Choose your password" intro="Not just now.">
        <Notice role="alert" tone="error" className="px-4 py-3 text-sm">
          {UNAVAILABLE}
        </Notice>
      </AuthCard>
    );
  }
  if (!user || !step) redirect(loginPath(null));
  const isInvite = step.type === "invite";
  return (
    <AuthCard
      command="./set-password"
      title={isInvite ? "Choose your password" : "Choose a new password"}
      intro={`For ${user.email}. You sign in with it from now on.`}
    >
      <SetPasswordForm />
    </AuthCard>
  );
}
