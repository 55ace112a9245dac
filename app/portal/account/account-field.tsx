import { Field } from "@/components/ui/field";
import { fieldError, type ActionAnswer } from "@/lib/action/answer";
import type { AccountField as FieldName } from "./answers";

type AccountFieldProps = Omit<React.ComponentProps<"input">, "name" | "id"> & {
  name: FieldName;
  /** Prefixes the id, so two forms on one page never share one. */
  formId: string;
  label: string;
  answer: ActionAnswer<unknown>;
};

/** A labelled field of the account page, with the answer about it beside it. */
export function AccountField({ name, formId, answer, ...props }: AccountFieldProps) {
  const error = fieldError(answer, name) ?? "";
  return (
    <Field
      id={`${formId}-${name}`}
      name={name}
      error={error}
      className="max-w-sm px-3 py-2"
      {...props}
    />
  );
}
