"use client";

import { useActionState } from "react";
import { idleAnswer } from "@/lib/action/answer";
import { confirmSignIn } from "./actions";

/** The link's button: its press spends the token. The action always redirects. */
export function ConfirmForm({ children }: { children: React.ReactNode }) {
  const [, formAction] = useActionState(confirmSignIn, idleAnswer);
  return <form action={formAction}>{children}</form>;
}
