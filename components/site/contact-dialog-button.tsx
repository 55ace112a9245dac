"use client";

import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { mailtoHref } from "@/lib/mailto";

type ContactDialogButtonProps = {
  email: string;
  title: string;
  body: string;
};

/** Stands in for submitting the closed message form: it only explains how to e-mail us. */
export function ContactDialogButton({ email, title, body }: ContactDialogButtonProps) {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-11 items-center border border-phosphor bg-phosphor px-5 font-semibold text-bg hover:bg-bright"
      >
        Send a message
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={title} className="text-left">
        <p className="text-pretty text-dim">{body}</p>
        <p className="mt-4">
          <a
            href={mailtoHref(email)}
            className="wrap-anywhere text-phosphor underline underline-offset-4 hover:text-bright"
          >
            {email}
          </a>
        </p>
      </Dialog>
    </>
  );
}
