"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { mailtoHref } from "@/lib/mailto";

type ContactDialogButtonProps = {
  email: string;
  title: string;
  body: string;
  /** The closed form whose submission opens the same dialog instead of navigating. */
  formId?: string;
};

/** Stands in for submitting the closed message form: it only explains how to e-mail us. */
export function ContactDialogButton({ email, title, body, formId }: ContactDialogButtonProps) {
  const [isOpen, setIsOpen] = useState(false);

  // The form stays server-rendered; a script or assistive tool can still submit it.
  useEffect(() => {
    const form = formId ? document.getElementById(formId) : null;
    if (!form) return;
    const handleSubmit = (event: Event) => {
      event.preventDefault();
      setIsOpen(true);
    };
    form.addEventListener("submit", handleSubmit);
    return () => form.removeEventListener("submit", handleSubmit);
  }, [formId]);

  return (
    <>
      <Button
        variant="solid"
        size="md"
        onClick={() => setIsOpen(true)}
        className="border border-phosphor"
      >
        Send a message
      </Button>
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
