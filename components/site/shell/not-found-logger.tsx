"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Reports the missing path in the browser console, so a broken link is easy to trace. */
export function NotFoundLogger() {
  const pathname = usePathname();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return null;
}
