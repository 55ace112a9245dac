import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { ClosedMessageForm } from "@/components/site/contact/closed-message-form";
import { ContactDetails } from "@/components/site/contact/contact-details";
import { PageHero } from "@/components/site/common/page-hero";
import { contact } from "@/content/contact";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description: contact.description,
  path: "/contact",
});

export default function ContactPage() {
  return (
    <main id="main">
      <PageHero path="/contact" title="Contact" subtitle={contact.subtitle} size="sm" />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        <ClosedMessageForm />
      </div>
    </main>
  );
}
