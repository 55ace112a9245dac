"use client";

import { Send } from "lucide-react";
import { useActionState, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { sendContactMessage } from "./actions";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { LiveNotice } from "@/components/ui/notice";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldError, idleAnswer, type ActionAnswer } from "@/lib/action/answer";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MAX_LENGTH,
  CONTACT_PROOF_FIELD,
  CONTACT_TOKEN_FIELD,
  type ContactField,
  type ContactValues,
} from "@/lib/contact/fields";
import type { ContactFormProof } from "@/lib/contact/receive";
import { solveProof } from "@/lib/contact/solve-proof";

const TOKEN_PATH = "/contact/form-token";

const lines = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text", autoComplete: "off" },
] as const;

type Answer = ActionAnswer<ContactFormProof | null>;

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/**
 * The live message form. Without JavaScript it posts as it is (the answer asks to press Send
 * again, with a form token in it); with it, the form fetches a token and a challenge and solves
 * the challenge while the visitor types, and a Send pressed earlier waits for the solution.
 */
export function MessageForm() {
  const [state, send, isSending] = useActionState(sendContactMessage, idleAnswer as Answer);
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...state.values }));
  // A received message empties the form; any other answer keeps what was typed.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === "done") setValues(EMPTY);
  }
  const [token, setToken] = useState(state.detail?.formToken ?? "");
  const [proof, setProof] = useState("");
  const solving = useRef<Promise<string> | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let isCurrent = true;
    const start = async (): Promise<string> => {
      const next: ContactFormProof | null =
        state.detail ??
        (await fetch(TOKEN_PATH, { cache: "no-store" })
          .then((response) => (response.ok ? response.json() : null))
          .catch(() => null));
      if (!next || !isCurrent) return "";
      setToken(next.formToken);
      return (await solveProof(next.challenge).catch(() => null)) ?? "";
    };
    const pending = start();
    solving.current = pending;
    void pending.then((solved) => {
      if (!isCurrent) return;
      setProof(solved);
      if (solving.current === pending) solving.current = null;
    });
    return () => {
      isCurrent = false;
    };
  }, [state]);

  // A Send pressed before the proof of work is ready waits for it, then sends.
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const pending = solving.current;
    if (!pending) return;
    event.preventDefault();
    solving.current = null;
    void pending.then((solved) => {
      flushSync(() => setProof(solved));
      form.current?.requestSubmit();
    });
  };

  const change = (name: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const isRefused = state.status === "invalid" || state.status === "refused";

  return (
    <form ref={form} action={send} onSubmit={handleSubmit} className="grid gap-5 p-6 sm:p-8">
      <LiveNotice tone={isRefused ? "error" : "ok"} message={state.message} />
      <input type="hidden" name={CONTACT_TOKEN_FIELD} value={token} />
      <input type="hidden" name={CONTACT_PROOF_FIELD} value={proof} />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Leave this empty
          <input name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {lines.map((line) => (
        <Field
          key={line.name}
          id={`contact-${line.name}`}
          name={line.name}
          label={line.label}
          type={line.type}
          autoComplete={line.autoComplete}
          required
          maxLength={CONTACT_MAX_LENGTH[line.name]}
          value={values[line.name]}
          onChange={change(line.name)}
          error={fieldError(state, line.name) ?? ""}
        />
      ))}
      <div className="space-y-2">
        <label htmlFor="contact-message" className="block text-sm text-bright">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_MAX_LENGTH.message}
          value={values.message}
          onChange={change("message")}
          aria-invalid={fieldError(state, "message") ? true : undefined}
          aria-describedby={fieldError(state, "message") ? "contact-message-error" : undefined}
          className={inputClasses("px-3 py-2.5")}
        />
        <p id="contact-message-error" role="alert" className="text-sm text-error empty:hidden">
          {fieldError(state, "message")}
        </p>
      </div>
      <SubmitButton
        icon={Send}
        label="Send"
        busyLabel="Sending..."
        isBusy={isSending}
        size="md"
        className="justify-self-start"
      />
    </form>
  );
}
