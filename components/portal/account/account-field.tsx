import { Input } from "@/components/ui/input";
import type { AccountField as FieldName, AccountPageAnswer } from "@/lib/account/answers";

type AccountFieldProps = Omit<React.ComponentProps<"input">, "name" | "id"> & {
  name: FieldName;
  /** Prefixes the id, so two forms on one page never share one. */
  formId: string;
  label: string;
  answer: AccountPageAnswer;
};

/** A labelled field of the account page, with the answer about it beside it. */
export function AccountField({ name, formId, label, answer, ...props }: AccountFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const error = answer.status === "refused" && answer.field === name ? answer.message : "";
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm text-bright">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        className="max-w-sm px-3 py-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <p id={errorId} role="alert" className="text-sm text-error empty:hidden">
        {error}
      </p>
    </div>
  );
}
