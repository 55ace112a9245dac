import { UserRound } from "lucide-react";
import Link from "next/link";
import { SessionAlert } from "@/components/auth/session-alert";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { sampleNotifications } from "@/content/portal-dashboard";
import type { Role } from "@/lib/auth/roles";
import { portalTools } from "@/lib/portal/tools";
import { NotificationsMenu } from "./notifications-menu";
import { PageSearch } from "./page-search";
import { SettingsButton } from "./settings-button";

type PortalHeaderProps = { email: string; role: Role };

/** The portal's top bar: page search, the signed-in user, notifications, settings, sign-out. */
export function PortalHeader({ email, role }: PortalHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-bg/95 py-2 pr-4 pl-14 backdrop-blur md:pl-4">
      <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
        <PageSearch role={role} />
      </div>
      <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-bright sm:flex-initial">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="sr-only">Signed in as</span>
        <Link
          href={portalTools.account.path}
          className="truncate hover:text-phosphor hover:underline"
          title={`Your account: ${email}`}
        >
          {email}
        </Link>
      </p>
      <div className="flex items-center gap-2">
        <NotificationsMenu unread={sampleNotifications.unread} items={sampleNotifications.items} />
        <SettingsButton />
        <SignOutButton />
      </div>
      <SessionAlert />
    </header>
  );
}
