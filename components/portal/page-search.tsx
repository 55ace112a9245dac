"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import type { Role } from "@/lib/auth/roles";
import { flattenLinks, navFor, portalNav, type FlatNavLink } from "@/lib/portal/nav";
import { SEARCH_BLUR_CLOSE_MS, searchPages } from "@/lib/portal/search";
import { NavIcon } from "./nav-icon";

/**
 * Finds a portal page by name: an ARIA combobox with up to three matches, driven by the arrow
 * keys, Enter and Escape, focused from anywhere with Ctrl+K or Cmd+K.
 */
export function PageSearch({ role }: { role: Role }) {
  const pages = flattenLinks(navFor(portalNav, role));
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const matches = searchPages(pages, query);
  const hasQuery = query.trim() !== "";
  const isExpanded = isOpen && hasQuery;
  const active = matches[activeIndex];

  useEffect(() => {
    function handleShortcut(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    }
    document.addEventListener("keydown", handleShortcut);
    return () => {
      document.removeEventListener("keydown", handleShortcut);
      clearTimeout(blurTimer.current);
    };
  }, []);

  function open(page: FlatNavLink) {
    setQuery("");
    setIsOpen(false);
    setActiveIndex(-1);
    router.push(page.path);
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = matches.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) =>
        index === -1 && step < 0 ? count - 1 : (index + step + count) % count,
      );
    } else if (event.key === "Enter") {
      const target = active ?? matches[0];
      if (!target || !isExpanded) return;
      event.preventDefault();
      open(target);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (isExpanded) setIsOpen(false);
      else setQuery("");
      setActiveIndex(-1);
    }
  }

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search pages
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isExpanded && active ? `${listId}-${activeIndex}` : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder="Search pages"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setIsOpen(true);
        }}
        // Closing a moment after the box loses focus lets a click on a match land first.
        onBlur={() => {
          blurTimer.current = setTimeout(() => setIsOpen(false), SEARCH_BLUR_CLOSE_MS);
        }}
        onKeyDown={handleKeyDown}
        className="h-9 pr-14 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 border border-line px-1.5 text-xs text-muted"
      >
        Ctrl K
      </kbd>
      <div
        id={listId}
        role="listbox"
        aria-label="Matching pages"
        hidden={!isExpanded || matches.length === 0}
        className="absolute inset-x-0 z-40 mt-1 border border-line-strong bg-surface-raised shadow-lg shadow-black"
      >
        {matches.map((page, index) => (
          <div
            key={page.path}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the box, so the click lands before the blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(page)}
            className={`flex min-h-10 cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
              index === activeIndex
                ? "bg-phosphor text-bg"
                : "text-bright hover:bg-surface hover:text-phosphor"
            }`}
          >
            <NavIcon name={page.icon} />
            <span className="flex-1 truncate">{page.name}</span>
            {page.trail.length > 0 && (
              <span
                className={`truncate text-xs ${index === activeIndex ? "text-bg" : "text-muted"}`}
              >
                {page.trail.join(" / ")}
              </span>
            )}
          </div>
        ))}
      </div>
      {isExpanded && matches.length === 0 && (
        <p className="absolute inset-x-0 z-40 mt-1 border border-line-strong bg-surface-raised px-3 py-2 text-sm text-muted">
          No page matches “{query.trim()}”.
        </p>
      )}
      <p role="status" className="sr-only">
        {isExpanded ? `${matches.length} ${matches.length === 1 ? "page" : "pages"} found` : ""}
      </p>
    </div>
  );
}
