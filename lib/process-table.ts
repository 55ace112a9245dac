/**
 * A string-keyed table shared by the whole server process (the proxy and the app's route bundles
 * each load their own copy of a module, so a module-level Map would be one table per bundle),
 * holding at most `max` entries: setting a key makes it the newest, and the oldest go first.
 */
export function processTable<V>(name: string, max: number) {
  const key = Symbol.for(`silverline.${name}`);
  const holder = globalThis as { [key]?: Map<string, V> };
  const table = () => (holder[key] ??= new Map());
  return {
    get: (id: string) => table().get(id),
    delete: (id: string) => table().delete(id),
    set(id: string, value: V) {
      const entries = table();
      entries.delete(id);
      while (entries.size >= max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(id, value);
    },
  };
}
