"use client";

import { ChevronRight } from "lucide-react";
import Link from "next/link";
import type { PortalNavItem } from "@/content/types";
import { isFolder, NAV_STAGGER_MS } from "@/lib/portal/nav";
import { NavIcon } from "./nav-icon";

type SidebarTreeProps = {
  items: readonly PortalNavItem[];
  pathname: string;
  openIds: readonly string[];
  /** Folders holding the current page: marked even while closed or collapsed. */
  activeIds: readonly string[];
  isCollapsed: boolean;
  onToggle: (id: string) => void;
  depth?: number;
  /** Whether the folder holding these items is open: they fade in one after another. */
  isRevealed?: boolean;
};

const rowClass =
  "flex min-h-8 w-full items-center gap-3 border-l-2 px-3 py-1.5 text-left text-sm transition-colors";

/** The sidebar's links and accordion folders (APG disclosure buttons), drawn recursively. */
export function SidebarTree({ depth = 0, isRevealed = true, ...props }: SidebarTreeProps) {
  const { items, pathname, openIds, activeIds, isCollapsed, onToggle } = props;
  const fade = (index: number) =>
    depth === 0
      ? undefined
      : {
          className: `transition-opacity duration-200 ${isRevealed ? "opacity-100" : "opacity-0"}`,
          style: { transitionDelay: isRevealed ? `${index * NAV_STAGGER_MS}ms` : "0ms" },
        };
  // Collapsed on wide screens: icons only, the name stays as the accessible name and a tooltip.
  const labelClass = isCollapsed ? "truncate md:sr-only" : "min-w-0 break-words";
  const indent = depth > 0 && !isCollapsed ? { paddingLeft: `${0.75 + depth * 0.75}rem` } : {};

  return (
    <ul className="space-y-0.5">
      {items.map((item, index) => {
        if (!isFolder(item)) {
          const isCurrent = item.path === pathname;
          return (
            <li key={item.path} {...fade(index)}>
              <Link
                href={item.path}
                aria-current={isCurrent ? "page" : undefined}
                title={isCollapsed ? item.name : undefined}
                style={indent}
                className={`${rowClass} ${
                  isCurrent
                    ? "border-phosphor bg-surface-raised text-phosphor"
                    : "border-transparent text-bright hover:bg-surface hover:text-phosphor"
                }`}
              >
                <NavIcon name={item.icon} />
                <span className={labelClass}>{item.name}</span>
              </Link>
            </li>
          );
        }

        const isOpen = openIds.includes(item.id);
        const holdsCurrent = activeIds.includes(item.id);
        const panelId = `sidebar-folder-${item.id}`;
        return (
          <li key={item.id} {...fade(index)}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              title={isCollapsed ? item.name : undefined}
              onClick={() => onToggle(item.id)}
              style={indent}
              className={`${rowClass} hover:bg-surface hover:text-phosphor ${
                holdsCurrent ? "text-phosphor" : "text-bright"
              } ${
                // While the current page is out of sight, its folder carries the marker.
                holdsCurrent && (!isOpen || isCollapsed) ? "border-phosphor" : "border-transparent"
              }`}
            >
              <NavIcon name={item.icon} />
              <span className={`${labelClass} flex-1 font-semibold`}>{item.name}</span>
              <ChevronRight
                aria-hidden="true"
                className={`size-4 shrink-0 transition-transform duration-200 ${
                  isOpen ? "rotate-90" : ""
                } ${isCollapsed ? "md:hidden" : ""}`}
              />
            </button>
            <div
              id={panelId}
              inert={!isOpen}
              className={`grid transition-[grid-template-rows] duration-200 ease-out ${
                isOpen ? "grid-rows-[1fr]" : "grid-rows-[0fr]"
              } ${isCollapsed ? "md:hidden" : ""}`}
            >
              <div className="min-h-0 overflow-hidden">
                <SidebarTree
                  {...props}
                  items={item.children}
                  depth={depth + 1}
                  isRevealed={isOpen}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
