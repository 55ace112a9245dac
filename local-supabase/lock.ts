import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Thrown when another live process owns the data folder. */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Makes this process the single owner of `dataDir` and the database cluster in it. A lock
 * left by a dead process is taken over; a live owner makes this throw `DataDirLockedError`.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "service.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The local Supabase data folder ${dataDir} is in use by process ${owner}. ` +
            "Stop that process (or use another folder with LOCAL_SUPABASE_DATA_DIR) and try again.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the local Supabase data folder ${dataDir}.`);
}
