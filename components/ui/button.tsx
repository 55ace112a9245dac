import { cn } from "@/lib/utils";

const variants = {
  /** A grey frame that lights up on hover: most actions. */
  outline: "border border-line-strong text-bright hover:border-phosphor hover:text-phosphor",
  /** Filled phosphor: the one main action of a form. */
  solid: "bg-phosphor font-semibold text-bg hover:bg-bright",
  /** A phosphor frame that fills on hover: a call to action. */
  accent: "border border-phosphor font-semibold text-phosphor hover:bg-phosphor hover:text-bg",
  /** A red frame: an action that removes something. */
  danger: "border border-danger/70 text-error hover:bg-danger/10",
} as const;

const sizes = {
  xs: "inline-flex min-h-9 gap-2 px-3 text-xs",
  sm: "inline-flex min-h-9 gap-2 px-3 text-sm",
  md: "inline-flex min-h-11 gap-2 px-5",
  icon: "inline-flex size-9 justify-center",
  "icon-lg": "inline-flex size-11 justify-center",
  block: "flex min-h-11 w-full justify-center gap-2 px-4",
} as const;

export type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** The classes of a button, also for links that must look like one; `className` must not repeat a size or colour class. */
export function buttonClasses(
  { variant = "outline", size = "sm" }: ButtonStyle = {},
  className?: string,
): string {
  return cn(
    "items-center disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = React.ComponentProps<"button"> & ButtonStyle;

/** A `<button>` (type "button" unless told) in one of the site's button styles. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}
