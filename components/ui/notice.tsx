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
