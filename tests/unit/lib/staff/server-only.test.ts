import { readFileSync } from "node:fs";
import path from "node:path";

// The modules that hold or use the project's secret key: Next refuses to bundle any of them for
// a browser, because each imports "server-only" first.
describe.each(["lib/supabase/admin.ts", "lib/staff/accounts.ts", "lib/server-env.ts"])(
  "%s",
  (file) => {
    it('imports "server-only" first', () => {
      const source = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(source.split("\n")[0]).toBe('import "server-only";');
    });
  },
);
