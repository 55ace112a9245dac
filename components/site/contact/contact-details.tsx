import { Clock, Mail, MapPin } from "lucide-react";
import { SectionHeading } from "@/components/ui/section-heading";
import { contact } from "@/content/contact";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/mailto";

const rowClass = "relative border-t border-line py-5 pl-9 first:border-t-0 first:pt-0";
const iconClass = "absolute top-0.5 left-0 size-5 text-phosphor";
const termClass = "text-sm font-semibold tracking-widest text-phosphor uppercase";

export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details">
      <SectionHeading id="contact-details">Get in touch</SectionHeading>
      <dl className="mt-8">
        <div className={rowClass}>
          <dt className={termClass}>
            <Mail aria-hidden="true" className={iconClass} />
            Email
          </dt>
          <dd className="mt-1">
            <a
              href={mailtoHref(site.email)}
              className="wrap-anywhere text-bright underline underline-offset-4 hover:text-phosphor"
            >
              {site.email}
            </a>
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>
            <Clock aria-hidden="true" className={iconClass} />
            Business hours
          </dt>
          <dd className="mt-1 text-bright">{contact.hours}</dd>
          <dd className="mt-1 text-sm text-dim">{contact.hoursNote}</dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            Location
          </dt>
          <dd className="mt-1 text-bright">{site.locations.join(" / ")}</dd>
        </div>
      </dl>
    </section>
  );
}
