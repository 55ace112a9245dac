import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { getCurrentUser } from "@/lib/auth/current-user";
import { passwordStepFor } from "@/lib/auth/password-step";
import { loginPath } from "@/lib/auth/paths";
import { SetPasswordForm } from "./set-password-form";

export const metadata: Metadata = {
  title: "Choose your password",
  robots: { index: false, follow: false },
};

/**
 * The step after an invitation or reset link: the person, signed in by that link, chooses a
 * password. Anyone else (no session, or a session that did not come from such a link) is sent
 * to the sign-in page.
 */
export default async function SetPasswordPage() {
  const user = await getCurrentUser();
  const step = user && (await passwordStepFor(user.id));
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
