import type postgres from "postgres";

/** Roles a Supabase project creates with BYPASSRLS; any other such role is a finding. */
const PLATFORM_BYPASS_ROLES = ["postgres", "service_role", "supabase_admin"];

const WRITES = ["INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"];

type TableRow = { name: string; rls: boolean };

/**
 * What the migrations left open on a Supabase project, in words that name the table, role or
 * right (none when all is closed):
 * - a table in `public` that the Data API's keys can write to (anon, authenticated), or read
 *   without row level security deciding which rows;
 * - any right of the secret key's role (service_role) on a table in `public`;
 * - any right of the API roles on `app_private`, which the Data API does not expose;
 * - a role other than the platform's that bypasses row level security.
 * Run as the tables' owner (`postgres`).
 */
export async function findOpenings(sql: postgres.Sql | postgres.TransactionSql): Promise<string[]> {
  const findings: string[] = [];
  const tables = await sql<TableRow[]>`
    SELECT format('%I.%I', n.nspname, c.relname) AS name, c.relrowsecurity AS rls
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN ('public', 'app_private') AND c.relkind IN ('r', 'p', 'v', 'm')
    ORDER BY 1`;
  for (const table of tables) {
    const isPublic = table.name.startsWith("public.");
    for (const role of ["anon", "authenticated", "service_role"]) {
      const [rights] = await sql<[{ writes: string[]; reads: boolean }]>`
        SELECT
          array(SELECT w FROM unnest(${WRITES}::text[]) w
                WHERE has_table_privilege(${role}, ${table.name}, w)
                   OR (w IN ('INSERT', 'UPDATE', 'REFERENCES')
                       AND has_any_column_privilege(${role}, ${table.name}, w))) AS writes,
          has_any_column_privilege(${role}, ${table.name}, 'SELECT') AS reads`;
      const granted = [...rights.writes, ...(rights.reads ? ["SELECT"] : [])];
      if (granted.length === 0) continue;
      if (!isPublic || role === "service_role") {
        findings.push(`${table.name} grants ${granted.join(", ")} to ${role}`);
      } else if (rights.writes.length > 0) {
        findings.push(`${table.name} is writable by ${role} (${rights.writes.join(", ")})`);
      } else if (!table.rls) {
        findings.push(`${table.name} is readable by ${role} without row level security`);
      }
    }
  }
  const bypass = await sql<{ name: string }[]>`
    SELECT rolname AS name FROM pg_roles
    WHERE rolbypassrls AND NOT rolsuper AND rolname <> ALL(${PLATFORM_BYPASS_ROLES})
    ORDER BY 1`;
  for (const role of bypass) findings.push(`role ${role.name} bypasses row level security`);
  return findings;
}
