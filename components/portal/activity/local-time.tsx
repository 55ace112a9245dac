"use client";

import { useSyncExternalStore } from "react";
import { formatChangeTime } from "@/lib/editor/state";

type LocalTimeProps = { iso: string };

const noChanges = () => () => undefined;

/**
 * An instant in the reader's own time zone; the server (which does not know it) and the first
 * render show UTC, so hydration matches, then the browser's local time replaces it.
 */
export function LocalTime({ iso }: LocalTimeProps) {
  const local = useSyncExternalStore(
    noChanges,
    () =>
      new Date(iso).toLocaleString(undefined, {
        dateStyle: "medium",
        timeStyle: "medium",
        timeZoneName: "short",
      }),
    () => null,
  );
  return <time dateTime={iso}>{local ?? formatChangeTime(iso)}</time>;
}
