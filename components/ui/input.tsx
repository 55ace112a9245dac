import { cn } from "@/lib/utils";

/** The classes of a text field, also for a `<textarea>` or `<select>`; `className` adds size and padding. */
export function inputClasses(className?: string): string {
  return cn(
    "w-full border border-line-strong bg-bg text-phosphor placeholder:text-muted focus:border-phosphor disabled:opacity-60 aria-[invalid=true]:border-danger",
    className,
  );
}

type InputProps = React.ComponentProps<"input">;

/** A text field in the terminal style; `className` adds size and padding. */
export function Input({ className, ...props }: InputProps) {
  return <input className={inputClasses(className)} {...props} />;
}
