import { Loader2, type LucideIcon } from "lucide-react";
import { Button } from "./button";

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, "type" | "children"> & {
  icon: LucideIcon;
  label: string;
  /** Shown, with a spinner in place of the icon, while `isBusy`. */
  busyLabel: string;
  isBusy: boolean;
};

/** A form's main submit button, which says what it is doing while the answer is awaited. */
export function SubmitButton({
  icon: Icon,
  label,
  busyLabel,
  isBusy,
  variant = "solid",
  size = "block",
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size={size} {...props}>
      {isBusy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {isBusy ? busyLabel : label}
    </Button>
  );
}
