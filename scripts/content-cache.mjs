// A build prerenders what the database holds now. Next keeps `unstable_cache` entries in
// .next/cache/fetch-cache from one build to the next (a second build in the same checkout, a
// host's restored build cache) and would otherwise prerender the rows an earlier build read.
import { rmSync } from "node:fs";
import path from "node:path";

/** Drops the content reads cached by earlier builds of the project at `root`; keeps the rest. */
export function dropCachedContentReads(root) {
  rmSync(path.join(root, ".next", "cache", "fetch-cache"), { recursive: true, force: true });
}
