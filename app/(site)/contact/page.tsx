import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { ClosedMessageForm } from "@/components/site/contact/closed-message-form";
import { ContactDetails } from "@/components/site/contact/contact-details";
import { SitePage } from "@/components/site/common/site-page";
import { contact } from "@/content/contact";
import { isStaffPreview } from "@/lib/auth/preview";
import { getContactForm } from "@/lib/db/site-content";

export const metadata: Metadata = pageMetadata(contact.page);

export default async function ContactPage() {
  const { closedNotice } = await getContactForm({ isPreview: await isStaffPreview() });
  return (
    <SitePage page={contact.page} heroSize="sm">
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        <ClosedMessageForm notice={closedNotice} />
      </div>
    </SitePage>
  );
}
