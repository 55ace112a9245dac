import { useCallback, useSyncExternalStore } from "react";

const CHANGE = "sv-storage-flag";

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
}

/**
 * Whether `storage` holds `value` under `key`, and a function that stores it: false on the
 * server and during hydration, so the first render always matches the static HTML.
 */
export function useStoredFlag(
  kind: "session" | "local",
  key: string,
  value: string,
): [boolean, () => void] {
  const read = () => {
    try {
      return (kind === "session" ? sessionStorage : localStorage).getItem(key) === value;
    } catch {
      return false;
    }
  };
  const isSet = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback(() => {
    try {
      (kind === "session" ? sessionStorage : localStorage).setItem(key, value);
    } catch {
      // Storage can be off (private mode, a policy): the notice then closes for this page only.
    }
    window.dispatchEvent(new Event(CHANGE));
  }, [kind, key, value]);
  return [isSet, set];
}
