/** What the set-password form shows after a try; never the password itself. */
export type SetPasswordState = {
  status: "idle" | "invalid" | "refused";
  message: string;
  fieldErrors: { password?: string; confirm?: string };
  /** True when the password was set but what followed failed: the form gives way to a link. */
  isPasswordSet?: boolean;
};

export const idleSetPasswordState: SetPasswordState = {
  status: "idle",
  message: "",
  fieldErrors: {},
};
