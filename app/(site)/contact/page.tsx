import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { ClosedMessageForm } from "@/components/site/contact/closed-message-form";
import { ContactDetails } from "@/components/site/contact/contact-details";
import { SitePage } from "@/components/site/common/site-page";
import { SectionHeading } from "@/components/ui/section-heading";
import { contact } from "@/content/contact";
import { isStaffPreview } from "@/lib/auth/preview";
import { getContactForm } from "@/lib/db/site-content";
import { MessageForm } from "./message-form";

export const metadata: Metadata = pageMetadata(contact.page);

export default async function ContactPage() {
  const { open, closedNotice } = await getContactForm({ isPreview: await isStaffPreview() });
  return (
    <SitePage page={contact.page} heroSize="sm">
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        {open ? (
          <section aria-labelledby="message-form">
            <SectionHeading id="message-form">Send a message</SectionHeading>
            <div className="relative mt-8 border border-line bg-surface">
              <MessageForm />
            </div>
          </section>
        ) : (
          <ClosedMessageForm notice={closedNotice} />
        )}
      </div>
    </SitePage>
  );
}
