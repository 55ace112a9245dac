import { cn } from "@/lib/utils";

type TerminalBarProps = {
  /** The window title: a command, a path or a prompt. */
  label: string;
  className?: string;
};

/** The title bar of a terminal window: three window dots and a monospace label. */
export function TerminalBar({ label, className }: TerminalBarProps) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 border-b border-line bg-surface-raised px-4 py-2 text-xs",
        className,
      )}
    >
      <span aria-hidden="true" className="flex shrink-0 gap-1.5">
        <span className="size-2.5 rounded-full bg-danger" />
        <span className="size-2.5 rounded-full bg-warn" />
        <span className="size-2.5 rounded-full bg-phosphor" />
      </span>
      <code className="min-w-0 truncate text-muted">{label}</code>
    </div>
  );
}
