const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration string ("24h", "1h30m", "100ms"), the format of GoTrue's `ban_duration`.
 * Returns milliseconds, or undefined when the text is not a duration.
 */
export function parseGoDuration(text: string): number | undefined {
  if (text === "0") return 0;
  const match = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (!match) return undefined;
  let total = 0;
  for (const part of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (UNIT_MS[part[2] as string] ?? 0);
  }
  if (!Number.isFinite(total) || total > 8.64e15) return undefined;
  return match[1] === "-" ? -total : total;
}
