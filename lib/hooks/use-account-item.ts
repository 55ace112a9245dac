import { useSyncExternalStore } from "react";
import { dashboardItem, signInItem } from "@/content/navigation";
import type { NavItem } from "@/content/types";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";

function subscribe(onChange: () => void) {
  // A sign-in or sign-out in another tab shows when this one is looked at again.
  window.addEventListener("focus", onChange);
  return () => window.removeEventListener("focus", onChange);
}

function hasSignedInHint(): boolean {
  return document.cookie.split("; ").includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The top bar's last item: Dashboard for a visitor who is signed in, Login otherwise. The
 * prerendered HTML says Login; the label follows the session hint once the page runs.
 */
export function useAccountItem(): NavItem {
  const isSignedIn = useSyncExternalStore(subscribe, hasSignedInHint, () => false);
  return isSignedIn ? dashboardItem : signInItem;
}
