"use client";

import Link from "next/link";
import { mainNav } from "@/content/navigation";
import { site } from "@/content/site";
import { AccountLink } from "./account-link";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";

/**
 * The public top bar. A client component though it needs no browser API: its markup then ships
 * once in a cached script instead of in every page's RSC payload (and in the 404 boundary's too).
 */
export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="inline-flex min-h-10 items-center gap-2 font-semibold text-phosphor"
        >
          <span aria-hidden="true" className="text-muted">
            &gt;_
          </span>
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavList
            items={mainNav}
            className="flex items-center gap-1"
            linkClassName="nav-link"
            marksCurrent
          >
            <li className="ml-3">
              {/* A fixed width fits "Dashboard" too, so swapping the label never moves the bar. */}
              <AccountLink className="inline-flex min-h-10 w-[13ch] items-center justify-center border border-line-strong text-sm text-phosphor hover:border-phosphor hover:bg-surface-raised aria-[current=page]:border-phosphor aria-[current=page]:bg-surface-raised" />
            </li>
          </NavList>
        </nav>
        <MobileMenu items={mainNav} className="lg:hidden" />
      </div>
    </header>
  );
}
