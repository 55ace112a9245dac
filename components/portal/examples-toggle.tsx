"use client";

import { Archive, EyeOff } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import {
  examplesReducer,
  HIDE_MS,
  isRevealed,
  REVEAL_MS,
  transitionMs,
} from "@/lib/portal/examples";
import { Button } from "@/components/ui/button";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { m, useMotionSeconds } from "./motion";

type ExamplesToggleProps = { children: React.ReactNode };

/**
 * The dashboard's examples: a blurred, inert preview under a notice until Show Examples, then
 * the samples themselves until Hide Examples. The samples render once the page's scripts run:
 * they are most of the dashboard's markup, a decoration until Show Examples (which needs the
 * scripts anyway), and left out of the server's render they save each view a third of its markup.
 */
export function ExamplesToggle({ children }: ExamplesToggleProps) {
  const [state, dispatch] = useReducer(examplesReducer, "hidden");
  const hasActed = useRef(false);
  const showRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const revealed = isRevealed(state);
  const duration = transitionMs(state);
  const seconds = useMotionSeconds(revealed ? REVEAL_MS : HIDE_MS);
  const transition = { duration: seconds, ease: "easeOut" } as const;
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (duration === null) return;
    const timer = setTimeout(() => dispatch("settled"), duration);
    return () => clearTimeout(timer);
  }, [state, duration]);

  // The pressed button goes away; focus follows to the one that undoes it.
  useEffect(() => {
    if (hasActed.current) (revealed ? hideRef : showRef).current?.focus();
  }, [revealed]);

  function handle(event: "show" | "hide") {
    hasActed.current = true;
    dispatch(event);
  }

  return (
    <div data-state={state}>
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {revealed
            ? "Showing examples: every figure below is sample data."
            : "Preview of the example dashboard."}
        </p>
        {revealed && (
          <Button ref={hideRef} onClick={() => handle("hide")}>
            <EyeOff aria-hidden="true" className="size-4" />
            Hide Examples
          </Button>
        )}
      </div>
      <div className="relative min-h-96">
        <m.div
          inert={!revealed}
          initial={false}
          animate={
            revealed ? { opacity: 1, filter: "blur(0px)" } : { opacity: 0.4, filter: "blur(4px)" }
          }
          transition={transition}
          className={revealed ? undefined : "pointer-events-none select-none"}
        >
          {isHydrated && children}
        </m.div>
        {/* Inert hides it from clicks, focus and assistive technology, with no visibility flip
            that would make the Show Examples button unfocusable at the start of hiding. */}
        <m.div
          inert={revealed}
          initial={false}
          animate={{ opacity: revealed ? 0 : 1 }}
          transition={transition}
          className="absolute inset-0 flex items-start justify-center px-4 pt-12"
        >
          <div className="w-full max-w-md border border-line-strong bg-bg/95 p-6 text-center shadow-lg shadow-black">
            <Archive aria-hidden="true" className="mx-auto size-8 text-phosphor" />
            <h2 className="mt-3 text-lg font-semibold text-phosphor">
              Default configuration archived
            </h2>
            <p className="mt-2 text-sm text-bright">
              This dashboard&apos;s default configuration is archived and awaiting customization.
              The examples show what it can hold, with sample data only.
            </p>
            <button
              ref={showRef}
              type="button"
              onClick={() => handle("show")}
              className="mt-5 inline-flex min-h-10 items-center gap-2 bg-phosphor px-4 font-semibold text-bg hover:bg-bright"
            >
              Show Examples
            </button>
          </div>
        </m.div>
      </div>
    </div>
  );
}
