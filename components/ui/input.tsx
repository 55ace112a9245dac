import { cn } from "@/lib/utils";

type InputProps = React.ComponentProps<"input">;

/** A text field in the terminal style; `className` adds size and padding. */
export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        "w-full border border-line-strong bg-bg text-phosphor placeholder:text-muted focus:border-phosphor disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
