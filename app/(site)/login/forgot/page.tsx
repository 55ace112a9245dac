import type { Metadata } from "next";
import { connection } from "next/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "./forgot-form";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Ask for a link to choose a new staff password.",
  robots: { index: false, follow: false },
};

export default async function ForgotPasswordPage() {
  // Rendered per request: the sign-in pages' CSP carries a nonce, which a prerendered page lacks,
  // so its scripts would be blocked and the form would never hydrate.
  await connection();
  return (
    <AuthCard
      command="./forgot-password"
      title="Forgot password"
      intro="Enter your staff e-mail. We send a link to choose a new password."
    >
      <ForgotForm />
    </AuthCard>
  );
}
