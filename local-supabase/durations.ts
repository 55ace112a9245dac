const UNIT_NS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  "\u00b5s": 1e3,
  "\u03bcs": 1e3,
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};
const MAX_NS = 2 ** 63 - 1;

/**
 * Parses a Go duration string ("24h", "1h30m", "-1.5h"), the format of GoTrue's `ban_duration`,
 * as Go's `time.ParseDuration` does. Returns milliseconds, or Go's error text.
 */
export function parseGoDuration(text: string): { ms: number } | { error: string } {
  const quoted = JSON.stringify(text);
  const invalid = { error: `time: invalid duration ${quoted}` };
  const sign = /^[-+]/.exec(text)?.[0] ?? "";
  let rest = text.slice(sign.length);
  if (rest === "0") return { ms: 0 };
  if (rest === "") return invalid;
  let total = 0;
  while (rest !== "") {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest);
    const [consumed = "", whole = "", fraction] = number ?? [];
    if (!whole && !fraction) return invalid;
    rest = rest.slice(consumed.length);
    const unit = /^[^0-9.]*/.exec(rest)?.[0] ?? "";
    if (!unit) return { error: `time: missing unit in duration ${quoted}` };
    const unitNs = UNIT_NS[unit];
    if (unitNs === undefined) {
      return { error: `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}` };
    }
    rest = rest.slice(unit.length);
    total += Number(`${whole || "0"}.${fraction ?? ""}0`) * unitNs;
    if (total > MAX_NS) return invalid;
  }
  const ms = total / 1e6;
  return { ms: sign === "-" ? -ms : ms };
}
