"use client";

import { Bell } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PortalNotification } from "@/content/types";
import { useDismiss } from "@/lib/hooks/use-dismiss";
import { badgeLabel } from "@/lib/portal/badge";
import { AnimatePresence, m, useMotionSeconds } from "./motion";

const PANEL_MS = 150;

type NotificationsMenuProps = { unread: number; items: PortalNotification[] };

/** The header's bell: a badge with the unread count and a dropdown of the notifications. */
export function NotificationsMenu({ unread, items }: NotificationsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const badge = badgeLabel(unread);
  const close = useCallback(() => setIsOpen(false), []);
  const seconds = useMotionSeconds(PANEL_MS);
  useDismiss({ isOpen, onDismiss: close, containerRef, buttonRef });

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        size="icon"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="relative"
      >
        <Bell aria-hidden="true" className="size-4" />
        <span className="sr-only">
          {badge ? `Notifications, ${unread} unread` : "Notifications"}
        </span>
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-phosphor px-1 text-xs font-bold text-bg"
          >
            {badge}
          </span>
        )}
      </Button>
      <AnimatePresence>
        {isOpen && (
          <m.section
            id={panelId}
            aria-labelledby={headingId}
            initial={{ opacity: 0, y: -4 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -4 }}
            transition={{ duration: seconds, ease: "easeOut" }}
            className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] border border-line-strong bg-surface-raised shadow-lg shadow-black"
          >
            <h2
              id={headingId}
              className="border-b border-line px-4 py-2 text-sm font-semibold text-phosphor"
            >
              Notifications
            </h2>
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <li key={item.id} className="px-4 py-3">
                  <p className="text-sm font-semibold text-phosphor">{item.title}</p>
                  <p className="mt-1 text-sm text-bright">{item.body}</p>
                  <p className="mt-1 text-xs text-muted">{item.when}</p>
                </li>
              ))}
            </ul>
          </m.section>
        )}
      </AnimatePresence>
    </div>
  );
}
