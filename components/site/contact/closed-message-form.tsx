import { SectionHeading } from "@/components/ui/section-heading";
import { contact } from "@/content/contact";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/mailto";
import { ContactDialogButton } from "./contact-dialog-button";

const fields = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text", autoComplete: "off" },
] as const;

const FORM_ID = "closed-message-form";

const inputClass = "mt-2 block w-full border border-line bg-bg px-3 py-2 text-bright";

type ClosedMessageFormProps = {
  /** Staff's own words for the notice; empty for the spec's. */
  notice?: string;
};

/** The message form, shown disabled and blurred under the notice that public messages are closed. */
export function ClosedMessageForm({ notice }: ClosedMessageFormProps) {
  return (
    <section aria-labelledby="message-form" className="relative">
      <SectionHeading id="message-form">Send a message</SectionHeading>
      <div className="relative mt-8 border border-line bg-surface">
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-bg/60 p-4 sm:p-8">
          <div className="w-full max-w-md border border-line-strong bg-bg p-6 text-center shadow-[0_0_40px_rgba(0,255,65,0.12)]">
            <p className="text-sm text-warn">
              <span aria-hidden="true">! </span>notice
            </p>
            <p className="mt-3 text-lg text-pretty text-bright">{notice || contact.closedNotice}</p>
            <p className="mt-3 text-dim">
              Reach support at
              <a
                href={mailtoHref(site.email)}
                className="block wrap-anywhere text-phosphor underline underline-offset-4 hover:text-bright"
              >
                {site.email}
              </a>
            </p>
            <div className="mt-6">
              <ContactDialogButton
                email={site.email}
                title={contact.dialog.title}
                body={contact.dialog.body}
                formId={FORM_ID}
              />
            </div>
          </div>
        </div>
        <form id={FORM_ID} className="pointer-events-none p-6 blur-[3px] select-none sm:p-8">
          <fieldset disabled className="grid gap-5">
            <legend className="sr-only">Your message</legend>
            {fields.map((field) => (
              <label key={field.name} className="block text-sm text-dim">
                {field.label}
                <input
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  className={inputClass}
                />
              </label>
            ))}
            <label className="block text-sm text-dim">
              Message
              <textarea name="message" rows={6} required className={inputClass} />
            </label>
            <button
              type="submit"
              className="min-h-11 justify-self-start border border-line px-5 text-dim"
            >
              Send
            </button>
          </fieldset>
        </form>
      </div>
    </section>
  );
}
