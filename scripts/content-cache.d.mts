export function dropCachedContentReads(root: string): void;
