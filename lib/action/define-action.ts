import "server-only";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { Role } from "@/lib/auth/roles";
import { formText } from "@/lib/form-text";
import { requireTool } from "@/lib/portal/require-tool";
import type { ToolStanding } from "@/lib/portal/tools";
import type { ActionAnswer } from "./answer";

/** The form's text fields, each read as a string (empty when missing), then parsed. */
type FormShape = z.ZodObject<Record<string, z.ZodType<unknown, string>>>;

/** Who may call an action: the people a portal tool opens to, or anyone (the sign-in steps). */
type Caller = ToolStanding | "anyone";

type UserOf<C extends Caller> = C extends ToolStanding ? CurrentUser : null;

type ActionSpec<C extends Caller, S extends FormShape, D> = {
  /** The tool whose page the form is on (`requireTool` checks the caller), or `anyone`. */
  caller: C;
  /** A role above the tool's own that its changes need (an editor's, on a content tool). */
  role?: Role;
  /** The form's fields, read as text before they are parsed. */
  form: S;
  /** The answer to a form that does not parse; by default its first error, by field. */
  invalid?: (error: z.ZodError, typed: Record<string, string>) => ActionAnswer<D>;
  /** The action itself, on the parsed form; `previous` is the answer the browser sent back. */
  run: (
    input: z.output<S>,
    context: { user: UserOf<C>; data: FormData; previous: unknown },
  ) => Promise<ActionAnswer<D>>;
};

/** A server action as a form calls it through `useActionState`. */
export type Action<D> = (previous: ActionAnswer<D>, data: FormData) => Promise<ActionAnswer<D>>;

const declared = new WeakSet<object>();

function defaultInvalid<D>(error: z.ZodError): ActionAnswer<D> {
  const { fieldErrors } = z.flattenError(error);
  const message = error.issues[0]?.message ?? "";
  return { status: "invalid", message, fieldErrors: fieldErrors as Record<string, string[]> };
}

/**
 * The one way to declare a server action: it checks the caller first (the tool's role and
 * two-step rule through `requireTool`, before anything of the form is read; nothing for the
 * sign-in steps), reads the form's fields as text and parses them with `form`, then runs; every
 * path answers an `ActionAnswer`. What the action does inside (the sign-in limits, the activity
 * event written in the change's transaction) stays the action's own.
 */
export function defineAction<C extends Caller, S extends FormShape, D = never>(
  spec: ActionSpec<C, S, D>,
): Action<D> {
  const action: Action<D> = async (previous, data) => {
    const { caller, role } = spec;
    const user = (
      caller === "anyone" ? null : await requireTool(role ? { ...caller, role } : caller)
    ) as UserOf<C>;
    const typed = Object.fromEntries(
      Object.keys(spec.form.shape).map((name) => [name, formText(data, name)]),
    );
    const parsed = spec.form.safeParse(typed);
    if (!parsed.success) return (spec.invalid ?? defaultInvalid<D>)(parsed.error, typed);
    return spec.run(parsed.data, { user, data, previous });
  };
  declared.add(action);
  return action;
}

/** Whether `value` was declared through `defineAction`: what every exported action must be. */
export function isDeclaredAction(value: unknown): boolean {
  return typeof value === "function" && declared.has(value);
}
