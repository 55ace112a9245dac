import Link from "next/link";
import type { NavItem } from "@/content/types";
import { NavLink } from "./nav-link";

type NavListProps = {
  items: readonly NavItem[];
  className: string;
  linkClassName: string;
  /** Whether the link to the page being shown says so (`aria-current`), as the main menu does. */
  marksCurrent?: boolean;
  /** List items after the links. */
  children?: React.ReactNode;
};

/** A navigation's links as a list. */
export function NavList({
  items,
  className,
  linkClassName,
  marksCurrent = false,
  children,
}: NavListProps) {
  const ItemLink = marksCurrent ? NavLink : Link;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <ItemLink href={item.href} className={linkClassName}>
            {item.label}
          </ItemLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
