import { cn } from "@/lib/utils";

type ConfirmCheckProps = {
  /** The checkbox's id, which its label points at. */
  id: string;
  /** What ticking it agrees to, in the person's words ("Yes, delete …"). */
  children: React.ReactNode;
  className?: string;
};

/**
 * The tick a destructive form asks for: a required `confirm=yes` box with its label, so the
 * browser refuses the submit before hydration and the action checks the same field after it.
 */
export function ConfirmCheck({ id, children, className }: ConfirmCheckProps) {
  return (
    <span className={cn("flex items-center gap-3 text-sm text-bright", className)}>
      <input
        id={id}
        name="confirm"
        type="checkbox"
        value="yes"
        required
        className="size-5 shrink-0 accent-danger"
      />
      <label htmlFor={id}>{children}</label>
    </span>
  );
}
