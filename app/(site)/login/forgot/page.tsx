import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "./forgot-form";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Ask for a link to choose a new staff password.",
  robots: { index: false, follow: false },
};

export default function ForgotPasswordPage() {
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
