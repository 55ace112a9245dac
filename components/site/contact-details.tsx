import { Clock, Mail, MapPin } from "lucide-react";
import { contact } from "@/content/contact";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/mailto";

const rowClass = "flex gap-4 border-t border-line py-5 first:border-t-0 first:pt-0";
const iconClass = "mt-1 size-5 shrink-0 text-phosphor";
const termClass = "text-sm font-semibold tracking-widest text-phosphor uppercase";

export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details" className="text-2xl font-semibold text-phosphor">
        <span aria-hidden="true" className="mr-3 text-muted">
          ##
        </span>
        Get in touch
      </h2>
      <dl className="mt-8">
        <div className={rowClass}>
          <Mail aria-hidden="true" className={iconClass} />
          <div>
            <dt className={termClass}>Email</dt>
            <dd className="mt-1">
              <a
                href={mailtoHref(site.email)}
                className="wrap-anywhere text-bright underline underline-offset-4 hover:text-phosphor"
              >
                {site.email}
              </a>
            </dd>
          </div>
        </div>
        <div className={rowClass}>
          <Clock aria-hidden="true" className={iconClass} />
          <div>
            <dt className={termClass}>Business hours</dt>
            <dd className="mt-1 text-bright">{contact.hours}</dd>
            <dd className="mt-1 text-sm text-dim">{contact.hoursNote}</dd>
          </div>
        </div>
        <div className={rowClass}>
          <MapPin aria-hidden="true" className={iconClass} />
          <div>
            <dt className={termClass}>Location</dt>
            <dd className="mt-1 text-bright">{site.locations.join(" / ")}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
