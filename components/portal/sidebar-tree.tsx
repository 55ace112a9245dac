"use client";

import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { isFolder, NAV_STAGGER_MS, type PortalNavItem } from "@/lib/portal/nav";
import { cn } from "@/lib/utils";
import { m, useMotionSeconds, type Variants } from "./motion";
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
  /** Items mounted by a folder's first opening: they fade in from hidden. */
  isMountedLater?: boolean;
};

const rowClass =
  "flex min-h-8 w-full items-center gap-3 border-l-2 px-3 py-1.5 text-left text-sm transition-colors";

const FOLDER_MS = 200;

/** The sidebar's links and accordion folders (APG disclosure buttons), drawn recursively. */
export function SidebarTree({ depth = 0, isMountedLater = false, ...props }: SidebarTreeProps) {
  const { items, pathname, openIds, activeIds, isCollapsed, onToggle } = props;
  const seconds = useMotionSeconds(FOLDER_MS);
  // A folder's panel opens to its height, then its items fade in one after another; the items
  // take the panel's "open"/"closed" from it, so only folders set their own.
  const panel = {
    open: {
      height: "auto",
      transition: { duration: seconds, staggerChildren: seconds && NAV_STAGGER_MS / 1000 },
    },
    closed: { height: 0, transition: { duration: seconds } },
  };
  const fade = { open: { opacity: 1 }, closed: { opacity: 0 } };
  const Item = depth === 0 ? "li" : m.li;
  // Items that mount with their folder's first opening miss the panel's stagger: each waits
  // its own turn instead.
  const fadeInTurn = {
    open: (index: number) => ({
      opacity: 1,
      transition: { duration: seconds, delay: seconds && (index * NAV_STAGGER_MS) / 1000 },
    }),
    closed: { opacity: 0 },
  };
  const itemProps = (index: number) =>
    depth === 0
      ? {}
      : isMountedLater && seconds
        ? {
            variants: fadeInTurn,
            custom: index,
            initial: "closed",
            transition: { duration: seconds },
          }
        : { variants: fade, transition: { duration: seconds } };
  // Collapsed on wide screens: icons only, the name stays as the accessible name and a tooltip.
  const labelClass = isCollapsed ? "truncate md:sr-only" : "min-w-0 break-words";
  const indent = depth > 0 && !isCollapsed ? { paddingLeft: `${0.75 + depth * 0.75}rem` } : {};

  return (
    <ul className="space-y-0.5">
      {items.map((item, index) => {
        if (!isFolder(item)) {
          const isCurrent = item.path === pathname;
          return (
            <Item key={item.path} {...itemProps(index)}>
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
            </Item>
          );
        }

        const isOpen = openIds.includes(item.id);
        const holdsCurrent = activeIds.includes(item.id);
        const panelId = `sidebar-folder-${item.id}`;
        return (
          <Item key={item.id} {...itemProps(index)}>
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
                className={cn(
                  "size-4 shrink-0 transition-transform duration-200",
                  isOpen && "rotate-90",
                  isCollapsed && "md:hidden",
                )}
              />
            </button>
            <FolderPanel
              id={panelId}
              isOpen={isOpen}
              variants={panel}
              className={cn("overflow-hidden", isCollapsed && "md:hidden")}
            >
              {(isMountedLater) => (
                <SidebarTree
                  {...props}
                  items={item.children}
                  depth={depth + 1}
                  isMountedLater={isMountedLater}
                />
              )}
            </FolderPanel>
          </Item>
        );
      })}
    </ul>
  );
}

type FolderPanelProps = {
  id: string;
  isOpen: boolean;
  variants: Variants;
  className: string;
  /** The folder's items; told whether they mount after the panel (on its first opening). */
  children: (isMountedLater: boolean) => React.ReactNode;
};

/**
 * A folder's panel. Its items mount on the folder's first opening, not before: every portal
 * request renders the sidebar, and most folders stay closed.
 */
function FolderPanel({ id, isOpen, variants, className, children }: FolderPanelProps) {
  const [wasOpenAtMount] = useState(isOpen);
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return (
    <m.div
      id={id}
      inert={!isOpen}
      initial={false}
      animate={isOpen ? "open" : "closed"}
      variants={variants}
      className={className}
    >
      {hasOpened && children(!wasOpenAtMount)}
    </m.div>
  );
}
