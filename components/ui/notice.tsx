import { cn } from "@/lib/utils";

const tones = {
  /** Something went through. */
  ok: "border-line-strong bg-surface-raised text-phosphor",
  /** Something was refused. */
  error: "border-danger/70 bg-danger/10 text-error",
  /** Something is out of reach for now. */
  warn: "border-warn/70 bg-warn/10 text-warn",
} as const;

type NoticeProps = React.ComponentProps<"p"> & { tone: keyof typeof tones };

/** A framed message in one of the site's tones; `className` adds size and padding. */
export function Notice({ tone, className, ...props }: NoticeProps) {
  return <p className={cn("border", tones[tone], className)} {...props} />;
}

type LiveNoticeProps = {
  tone: keyof typeof tones;
  /** The words to show; empty, the region stays, silent and without a frame. */
  message: string | null | undefined;
  /** A status for an ok answer and an alert for any other, unless given. */
  role?: "status" | "alert";
  /** The frame's size and padding. */
  className?: string;
};

/**
 * A form's answer in a live region that is there before it speaks, so a screen reader reads
 * what arrives in it; the frame shows only with a message.
 */
export function LiveNotice({
  tone,
  message,
  role = tone === "ok" ? "status" : "alert",
  className = "px-4 py-3",
}: LiveNoticeProps) {
  return (
    <div role={role} className="text-sm empty:hidden">
      {message && (
        <Notice tone={tone} className={className}>
          {message}
        </Notice>
      )}
    </div>
  );
}
