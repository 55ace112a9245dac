import "server-only";

/** The SQLSTATE of a Postgres error, also when Drizzle wraps it; undefined for anything else. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether Postgres refused the data itself (a constraint), rather than being out of reach. */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith("23") || state.startsWith("22"));
}
