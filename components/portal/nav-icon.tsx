import * as icons from "@/lib/portal/icons";
import type { PortalIconName } from "@/lib/portal/tools";

type NavIconProps = { name: PortalIconName; className?: string };

/** A decorative icon: the entry's name beside it is what assistive technology reads. */
export function NavIcon({ name, className = "size-4 shrink-0" }: NavIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
