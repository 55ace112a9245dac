/**
 * The value named `name` for the whole server process, made by `init` on first use. The proxy
 * and the app's route bundles each load their own copy of a module, so module-level state would
 * be one per bundle (and start again on each of dev's hot reloads): it lives on `globalThis`
 * instead, under `Symbol.for("silverline.<name>")`. Hold mutable flags in an object.
 */
export function processWide<T>(name: string, init: () => T): T {
  const key = Symbol.for(`silverline.${name}`);
  const holder = globalThis as { [key]?: T };
  return (holder[key] ??= init());
}

/**
 * A string-keyed table shared by the whole server process (see `processWide`), holding at most
 * `max` entries: setting a key makes it the newest, and the oldest go first.
 */
export function processTable<V>(name: string, max: number) {
  const table = () => processWide(name, () => new Map<string, V>());
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
