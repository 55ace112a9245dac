import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Input, inputClasses } from "@/components/ui/input";
import { ACTION_GROUPS, actionOption, isActivityAction } from "@/lib/activity/describe";
import type { ActivityQuery, ActivityQueryInput } from "@/lib/activity/query";

type ActivityFiltersProps = { query: ActivityQuery; path: string };

const PADDING = "px-3 py-2";

type FilterFieldProps = {
  name: keyof ActivityQueryInput;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
};

/** A labelled filter with its hint and error tied to it for screen readers. */
function FilterField({ name, label, error, hint, children }: FilterFieldProps) {
  const id = `activity-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm text-bright">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The Activity view's filters: a GET form, so the filters are in the URL and work before (and
 * without) any JavaScript. Shows what was asked, with each malformed filter's reason beside it.
 */
export function ActivityFilters({ query: { input, errors }, path }: ActivityFiltersProps) {
  return (
    <form
      method="get"
      action={path}
      role="search"
      aria-label="Filter the activity"
      className="grid gap-4 border border-line p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterField
        name="person"
        label="Person"
        hint="Part of their e-mail address."
        error={errors.person}
      >
        {(field) => (
          <Input {...field} type="search" defaultValue={input.person} className={PADDING} />
        )}
      </FilterField>
      <FilterField name="kind" label="Kind of event" error={errors.kind}>
        {(field) => (
          <select {...field} defaultValue={input.kind} className={inputClasses(PADDING)}>
            <option value="">Every kind</option>
            {Object.entries(ACTION_GROUPS).map(([group, { label, actions }]) => (
              <optgroup key={group} label={label}>
                <option value={group}>Every {label.toLowerCase()} event</option>
                {Object.keys(actions)
                  .filter(isActivityAction)
                  .map((action) => (
                    <option key={action} value={action}>
                      {actionOption(action)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField name="from" label="From (UTC day)" error={errors.from}>
        {(field) => <Input {...field} type="date" defaultValue={input.from} className={PADDING} />}
      </FilterField>
      <FilterField name="to" label="To (UTC day, included)" error={errors.to}>
        {(field) => <Input {...field} type="date" defaultValue={input.to} className={PADDING} />}
      </FilterField>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="solid" size="md">
          Apply filters
        </Button>
        <Link href={path} className={buttonClasses({ size: "md" })}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
