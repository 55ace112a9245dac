/** A page's `searchParams` prop as Next passes it. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a search parameter that may be repeated (`?a=1&a=2`); undefined if absent. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
