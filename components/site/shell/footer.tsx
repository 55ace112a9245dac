"use client";

import { footerQuickLinks } from "@/content/navigation";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/mailto";
import { NavList } from "./nav-list";

const headingClass = "text-sm font-semibold tracking-widest text-phosphor uppercase";

type FooterProps = {
  /** From the server, so the prerendered and the hydrated page agree. */
  year: number;
};

/** The public footer; a client component for the same reason as `TopBar`. */
export function Footer({ year }: FooterProps) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[3fr_2fr_3fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="text-lg font-semibold text-phosphor">
            <span aria-hidden="true" className="text-muted">
              &gt;_{" "}
            </span>
            {site.name}
          </p>
          <p className="mt-3 max-w-sm text-dim">{site.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <NavList
            items={footerQuickLinks}
            className="mt-4 space-y-1"
            linkClassName="footer-link"
          />
        </nav>
        <div>
          <h2 className={headingClass}>Connect</h2>
          <ul className="mt-4 space-y-1">
            <li>
              <a href={mailtoHref(site.email)} className="footer-link wrap-anywhere">
                {site.email}
              </a>
            </li>
            <li className="text-dim">{site.locations.join(" · ")}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-dim sm:px-6">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
