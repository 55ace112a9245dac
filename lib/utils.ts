/** Joins the class names that are set, so optional and conditional classes read as a list. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
