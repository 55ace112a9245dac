import { Input, inputClasses } from "@/components/ui/input";
import type { FieldSpec } from "@/lib/editor/kind";

type EditorFieldProps = {
  field: FieldSpec;
  /** Prefixes the ids, so two forms on one page never share one. */
  formId: string;
  defaultValue: string;
  errors: string[] | undefined;
};

const PADDING = "px-3 py-2";

const inputTypes: Partial<Record<FieldSpec["type"], string>> = {
  date: "date",
  number: "number",
  email: "email",
  url: "url",
  time: "datetime-local",
};

/** One labelled field of an editor form, its hint and its errors tied to it for screen readers. */
export function EditorField({ field, formId, defaultValue, errors }: EditorFieldProps) {
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    defaultValue,
    maxLength: field.maxLength,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy,
  };

  if (field.type === "checkbox") {
    return (
      <div className="flex items-center gap-3">
        <input
          {...common}
          type="checkbox"
          defaultValue="on"
          defaultChecked={defaultValue !== ""}
          className="size-5 accent-phosphor"
        />
        <label htmlFor={id} className="text-sm text-bright">
          {field.label}
        </label>
        {errorId && <FieldErrors id={errorId} errors={errors} />}
      </div>
    );
  }
  const isLong = ["textarea", "lines", "paragraphs"].includes(field.type);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm text-bright">
        {field.label}
      </label>
      {field.type === "choice" ? (
        <select {...common} className={inputClasses(PADDING)}>
          {field.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : isLong ? (
        <textarea
          {...common}
          rows={field.type === "paragraphs" ? 10 : 4}
          className={inputClasses(PADDING)}
        />
      ) : (
        <Input {...common} type={inputTypes[field.type] ?? "text"} className={PADDING} />
      )}
      {hintId && (
        <p id={hintId} className="text-xs text-muted">
          {field.hint}
        </p>
      )}
      {errorId && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="text-sm text-error">
      {errors?.join(" ")}
    </p>
  );
}
