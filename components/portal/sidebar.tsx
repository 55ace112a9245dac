"use client";

import { Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { site } from "@/content/site";
import type { Role } from "@/lib/auth/roles";
import {
  foldersHolding,
  indexFolders,
  navFor,
  openChain,
  portalNav,
  toggleFolder,
} from "@/lib/portal/nav";
import { sidebarCookie } from "@/lib/portal/sidebar-state";
import { cn } from "@/lib/utils";
import { AnimatePresence, m, useMotionSeconds } from "./motion";
import { SidebarTree } from "./sidebar-tree";

const folderIndex = indexFolders(portalNav);
const SIDEBAR_ID = "portal-sidebar";
const DRAWER_MS = 200;

type SidebarProps = {
  /** From the `sidebar_state` cookie, so the server already renders the right width. */
  isInitiallyOpen: boolean;
  /** The signed-in user's role: the sidebar lists only the tools it opens. */
  role: Role;
};

/**
 * The portal's navigation: a column of 16rem, or 4rem of icons when collapsed, on wide
 * screens; a drawer over the page on small ones.
 */
export function Sidebar({ isInitiallyOpen, role }: SidebarProps) {
  const nav = navFor(portalNav, role);
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [openIds, setOpenIds] = useState(() => foldersHolding(nav, pathname));
  const [shownPath, setShownPath] = useState(pathname);
  const drawerButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const activeIds = foldersHolding(nav, pathname);
  const isCollapsed = !isOpen;
  const drawerSeconds = useMotionSeconds(DRAWER_MS);

  // A new page (from a link or the search) opens its folder and closes the drawer.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenIds((ids) => openChain(folderIndex, ids, activeIds));
    setIsDrawerOpen(false);
  }

  useEffect(() => {
    if (!isDrawerOpen) return;
    closeButtonRef.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setIsDrawerOpen(false);
        drawerButtonRef.current?.focus();
      } else if (event.key === "Tab") {
        keepFocusInside(asideRef.current, event);
      }
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [isDrawerOpen]);

  function setOpen(next: boolean) {
    setIsOpen(next);
    document.cookie = sidebarCookie(next);
  }

  function handleToggleFolder(id: string) {
    if (isCollapsed) {
      setOpen(true);
      setOpenIds((ids) => openChain(folderIndex, ids, folderIndex.get(id) ?? []));
      return;
    }
    setOpenIds((ids) => toggleFolder(folderIndex, ids, id));
  }

  function closeDrawer() {
    setIsDrawerOpen(false);
    drawerButtonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={drawerButtonRef}
        type="button"
        aria-expanded={isDrawerOpen}
        aria-controls={SIDEBAR_ID}
        onClick={() => setIsDrawerOpen(true)}
        className="fixed top-2 left-2 z-40 inline-flex size-10 items-center justify-center border border-line-strong bg-bg text-bright hover:text-phosphor md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">Open navigation</span>
      </button>
      <AnimatePresence>
        {isDrawerOpen && (
          <m.div
            aria-hidden="true"
            onClick={closeDrawer}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: drawerSeconds }}
            className="fixed inset-0 z-40 bg-bg/70 md:hidden"
          />
        )}
      </AnimatePresence>
      <aside
        ref={asideRef}
        id={SIDEBAR_ID}
        aria-label="Portal navigation"
        data-state={isOpen ? "open" : "collapsed"}
        className={`fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-line bg-surface transition-[translate,visibility,width] duration-200 ease-out md:sticky md:top-0 md:z-20 md:h-dvh md:translate-x-0 md:visible ${
          isOpen ? "md:w-64" : "md:w-16"
        } ${isDrawerOpen ? "translate-x-0" : "invisible -translate-x-full"}`}
      >
        <div
          className={cn(
            "flex h-14 shrink-0 items-center gap-2 border-b border-line px-3",
            isCollapsed && "md:justify-center md:px-0",
          )}
        >
          <Link
            href="/"
            title={isCollapsed ? `${site.name} home` : undefined}
            className="flex min-h-8 min-w-0 flex-1 items-center gap-2 font-bold text-phosphor md:flex-initial"
          >
            <span aria-hidden="true" className="border border-line-strong px-1.5 py-0.5 text-xs">
              {site.shortName}
            </span>
            <span className={isCollapsed ? "truncate md:sr-only" : "truncate"}>{site.name}</span>
          </Link>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={closeDrawer}
            className="ml-auto inline-flex size-8 items-center justify-center text-bright hover:text-phosphor md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close navigation</span>
          </button>
        </div>
        <nav aria-label="Portal" className="flex-1 overflow-x-hidden overflow-y-auto py-3">
          <SidebarTree
            items={nav}
            pathname={pathname}
            openIds={openIds}
            activeIds={activeIds}
            isCollapsed={isCollapsed}
            onToggle={handleToggleFolder}
          />
        </nav>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen(!isOpen)}
          title={isOpen ? undefined : "Expand sidebar"}
          className="hidden min-h-10 shrink-0 items-center gap-3 border-t border-line px-4 text-sm text-bright hover:text-phosphor md:flex"
        >
          {isOpen ? (
            <PanelLeftClose aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <PanelLeftOpen aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span className={isCollapsed ? "sr-only" : ""}>
            {isOpen ? "Collapse sidebar" : "Expand sidebar"}
          </span>
        </button>
      </aside>
    </>
  );
}

/** The open drawer covers the page, so Tab cycles through the drawer's own controls. */
function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent) {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>("a[href], button")].filter(
    (element) => element.closest("[inert]") === null && (element.checkVisibility?.() ?? true),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
