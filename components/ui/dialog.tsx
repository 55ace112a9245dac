"use client";

import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "@/lib/utils";

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Extra classes for the dialog box (width, padding). */
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the page behind inert,
 * moves focus in, closes on Escape and returns focus to the opener; CSS locks the page scroll.
 */
export function Dialog({ isOpen, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "dialog m-auto max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain border border-line-strong bg-surface p-0 text-bright shadow-[0_0_40px_rgba(0,255,65,0.15)] backdrop:bg-black/80",
        className,
      )}
    >
      <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-line bg-surface px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-phosphor">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 inline-flex size-9 shrink-0 items-center justify-center border border-line text-bright hover:border-phosphor hover:text-phosphor"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
