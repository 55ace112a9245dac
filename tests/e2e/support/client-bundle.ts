import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each file under `dir` that contains one of `needles`, with the needles it contains. */
export function filesContaining(
  dir: string,
  needles: string[],
): { file: string; found: string[] }[] {
  return filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file, "latin1");
    const found = needles.filter((needle) => text.includes(needle));
    return found.length > 0 ? [{ file, found }] : [];
  });
}

/**
 * What must never reach a browser: the build's secret key, the variable that holds it, and the
 * message of the one function that reads it (in lib/server-env.ts, behind lib/supabase/admin.ts).
 */
export function secretMarkers(secretKey: string): string[] {
  return [secretKey, "SUPABASE_SECRET_KEY", "must be set for the account tools"];
}

/**
 * Fails (returns the reasons) when a client chunk under `.next/static` holds a secret marker, or
 * when the server build holds none of them: then the markers are out of date and the scan of the
 * client chunks would prove nothing.
 */
export function clientBundleLeaks(nextDir: string, secretKey: string): string[] {
  const markers = secretMarkers(secretKey);
  const leaks = filesContaining(path.join(nextDir, "static"), markers).map(
    ({ file, found }) =>
      `${file} holds ${found.map((needle) => JSON.stringify(needle)).join(", ")}`,
  );
  const serverHits = filesContaining(path.join(nextDir, "server"), markers.slice(1));
  if (serverHits.length === 0) {
    leaks.push("The server build holds no secret marker: update secretMarkers to the code.");
  }
  return leaks;
}
