"use client";

import { useAccountItem } from "@/lib/hooks/use-account-item";
import { NavLink } from "./nav-link";

type AccountLinkProps = { className?: string };

/** The top bar's last item: Login, or Dashboard when the visitor is signed in. */
export function AccountLink({ className }: AccountLinkProps) {
  const item = useAccountItem();
  return (
    <NavLink href={item.href} className={className}>
      {item.label}
    </NavLink>
  );
}
