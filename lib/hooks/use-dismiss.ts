import { useEffect, type RefObject } from "react";

type DismissOptions = {
  isOpen: boolean;
  onDismiss: () => void;
  /** Holds the button and its panel: a press inside it is not "outside". */
  containerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
};

/**
 * Closes an open dropdown on Escape or a press outside it. Escape returns focus to the button;
 * a press outside does so only when focus was inside the panel, so it never steals focus from
 * whatever the press landed on.
 */
export function useDismiss({ isOpen, onDismiss, containerRef, buttonRef }: DismissOptions) {
  useEffect(() => {
    if (!isOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onDismiss();
      buttonRef.current?.focus();
    }
    function handlePointerDown(event: PointerEvent) {
      const container = containerRef.current;
      if (!container || container.contains(event.target as Node)) return;
      const hadFocus = container.contains(document.activeElement);
      onDismiss();
      if (hadFocus) buttonRef.current?.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    document.addEventListener("pointerdown", handlePointerDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      document.removeEventListener("pointerdown", handlePointerDown);
    };
  }, [isOpen, onDismiss, containerRef, buttonRef]);
}
