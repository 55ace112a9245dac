"use client";

import { useSyncExternalStore } from "react";
import { formatChangeTime } from "@/lib/editor/state";

type LocalTimeProps = { iso: string };

const noChanges = () => () => undefined;

// dateStyle and timeStyle refuse timeZoneName beside them: the parts are named one by one.
const LOCAL: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
};

/**
 * An instant in the reader's own time zone; the server (which does not know it) and the first
 * render show UTC, so hydration matches, then the browser's local time replaces it.
 */
export function LocalTime({ iso }: LocalTimeProps) {
  const local = useSyncExternalStore(
    noChanges,
    () => new Date(iso).toLocaleString(undefined, LOCAL),
    () => null,
  );
  return <time dateTime={iso}>{local ?? formatChangeTime(iso)}</time>;
}
