import { Settings } from "lucide-react";
import { Button } from "@/components/ui/button";

const POPOVER_ID = "portal-settings";

/**
 * Settings are not built yet; the button says so in a native popover, which already closes on
 * Escape and outside clicks and keeps focus on its button, without shipping any script.
 */
export function SettingsButton() {
  return (
    <>
      <Button size="icon" popoverTarget={POPOVER_ID}>
        <Settings aria-hidden="true" className="size-4" />
        <span className="sr-only">Settings</span>
      </Button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="fixed inset-auto top-14 right-4 m-0 w-64 border border-line-strong bg-surface-raised p-4 text-sm text-bright shadow-lg shadow-black"
      >
        <p className="font-semibold text-phosphor">Settings</p>
        <p className="mt-1">Portal settings are coming soon.</p>
      </div>
    </>
  );
}
