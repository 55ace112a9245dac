import { cn } from "@/lib/utils";
import { Input } from "./input";

type FieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  /** The input's id; its hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  /** A line under the field, read with it. */
  hint?: React.ReactNode;
  /**
   * The answer about this field. Given, even empty, it has a live region that is there before it
   * speaks; left out, the field has none (its form answers elsewhere).
   */
  error?: string;
};

/** A labelled text field with its hint and its error, both tied to it for screen readers. */
export function Field({ id, label, hint, error, className, ...props }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm text-bright">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn("px-3 py-2.5", className)}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className="text-sm text-error empty:hidden">
          {error}
        </p>
      )}
    </div>
  );
}
