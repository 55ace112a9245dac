/**
 * A form field's text: empty for a missing field, a file, or an argument that is not form data
 * at all (a server action can be posted anything).
 */
export function formText(data: unknown, name: string): string {
  const value = data instanceof FormData ? data.get(name) : null;
  return typeof value === "string" ? value : "";
}
