/** Which route pattern `pathname` is: a static match first, then the first dynamic one. */
export function matchRoute(patterns: string[], pathname: string): string | undefined {
  const parts = pathname.split("/").filter(Boolean);
  const fits = (pattern: string) => {
    const segments = pattern.split("/").filter(Boolean);
    const rest = segments.findIndex((segment) => segment.startsWith("[..."));
    if (rest >= 0) return parts.length > rest && fitsEach(segments.slice(0, rest), parts);
    return segments.length === parts.length && fitsEach(segments, parts);
  };
  const fitsEach = (segments: string[], values: string[]) =>
    segments.every((segment, i) => segment.startsWith("[") || segment === values[i]);
  const candidates = patterns.filter((pattern) => pattern !== "*" && fits(pattern));
  return candidates.find((pattern) => !pattern.includes("[")) ?? candidates[0];
}
