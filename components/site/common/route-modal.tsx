"use client";

import { usePathname, useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";

type RouteModalProps = {
  title: string;
  children: React.ReactNode;
};

/**
 * A Dialog for an intercepted route: open while the URL is the route's, closing goes back in
 * history, and focus returns to the link that opened it however the route was left.
 */
export function RouteModal({ title, children }: RouteModalProps) {
  const router = useRouter();
  const pathname = usePathname();
  // A slot keeps its page on soft navigations elsewhere: https://nextjs.org/docs/app/api-reference/file-conventions/parallel-routes#behavior
  const [route] = useState(pathname);
  const isOpen = pathname === route;
  const isClosingRef = useRef(false);

  // A layout effect runs before Dialog's showModal() moves focus into the dialog.
  useLayoutEffect(() => {
    if (!isOpen) return;
    isClosingRef.current = false;
    const opener = document.activeElement;
    return () => {
      // Leaving the route removes the still-open dialog, so the browser restores nothing: wait
      // for the removal (the page is inert until then), then focus the opener or its link.
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const target =
          opener instanceof HTMLElement && opener !== document.body && opener.isConnected
            ? opener
            : document.querySelector<HTMLElement>(`a[href="${route}"]`);
        target?.focus();
      });
    };
  }, [isOpen, route]);

  const handleClose = () => {
    // The close button and the dialog's own close event can both fire: go back only once.
    if (isClosingRef.current) return;
    isClosingRef.current = true;
    router.back();
  };

  if (!isOpen) return null;
  return (
    <Dialog isOpen onClose={handleClose} title={title}>
      {children}
    </Dialog>
  );
}
