"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { NavItem } from "@/content/types";
import { useAccountItem } from "@/lib/hooks/use-account-item";
import { useDismiss } from "@/lib/hooks/use-dismiss";
import { NavLink } from "./nav-link";

type MobileMenuProps = {
  /** The sections; the account item (Login or Dashboard) is added last. */
  items: NavItem[];
  className?: string;
};

export function MobileMenu({ items, className = "" }: MobileMenuProps) {
  const pathname = usePathname();
  const allItems = [...items, useAccountItem()];
  // Remembering where the menu was opened closes it on any route change, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), []);
  useDismiss({ isOpen, onDismiss: close, containerRef, buttonRef: toggleRef });

  const Icon = isOpen ? X : Menu;

  return (
    <div ref={containerRef} className={className}>
      <Button
        ref={toggleRef}
        size="icon-lg"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">Menu</span>
      </Button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-line-strong bg-bg shadow-[0_12px_24px_rgba(0,0,0,0.6)]"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-3 sm:px-6">
          {allItems.map((item, index) => (
            <li
              key={item.href}
              style={{ animationDelay: `${index * 100}ms` }}
              className="animate-menu-item motion-reduce:animate-none"
            >
              <NavLink href={item.href} onClick={close} className="menu-link">
                <span aria-hidden="true" className="text-muted">
                  &gt;
                </span>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
