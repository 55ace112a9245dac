import { getTableConfig } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { activityEvents, contactMessages, contentHistory, contentTables } from "@/lib/db/schema";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let sql: postgres.Sql;

beforeAll(async () => {
  stack = await startStack();
  sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await sql?.end();
  await stack?.stop();
});

type Column = { name: string; type: string; notNull: boolean };

const byName = (a: Column, b: Column) => a.name.localeCompare(b.name);

/** The columns of `table` as the migrations made them. */
async function migratedColumns(table: string): Promise<Column[]> {
  const rows = await sql<{ name: string; dataType: string; udtName: string; isNullable: string }[]>`
    SELECT column_name AS name, data_type AS "dataType", udt_name AS "udtName",
      is_nullable AS "isNullable"
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table}`;
  return rows
    .map(({ name, dataType, udtName, isNullable }) => ({
      name,
      // An array's element type is its udt_name without the leading underscore: _text is text[].
      type: dataType === "ARRAY" ? `${udtName.replace(/^_/, "")}[]` : dataType,
      notNull: isNullable === "NO",
    }))
    .sort(byName);
}

const tables = [
  ...Object.values(contentTables),
  contentHistory,
  activityEvents,
  contactMessages,
].map(getTableConfig);

describe("the Drizzle schema", () => {
  it.each(tables.map((table) => [table.name, table] as const))(
    "declares the migrated columns of %s, each with its type and nullability",
    async (name, table) => {
      const declared = table.columns
        .map((column) => ({
          name: column.name,
          type: column.getSQLType(),
          notNull: column.notNull,
        }))
        .sort(byName);
      expect(declared).toEqual(await migratedColumns(name));
    },
  );
});
