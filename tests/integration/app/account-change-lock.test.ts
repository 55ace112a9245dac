import { getDatabase } from "@/lib/db/client";
import { withAccountChangeLock } from "@/lib/staff/account-change-lock";
import { changeAccountRole, listStaffAccounts } from "@/lib/staff/accounts";
import { guardRailRefusal, isActiveAdmin } from "@/lib/staff/guard-rails";
import { adminFor, createStaff } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// The last-admin guard under concurrency, against the real stack and its database: the review of
// 2026-11-28 (finding 8) has two admins, the only two, demote each other at the same moment.
const stack = stackForFile();

beforeAll(() => {
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = stack.publishableKey;
  process.env.SUPABASE_SECRET_KEY = stack.secretKey;
  process.env.DATABASE_URL = stack.databaseUrl;
});

afterAll(async () => {
  await getDatabase().$client.end();
});

async function makeAdmin(id: string) {
  const { error } = await adminFor(stack).auth.admin.updateUserById(id, {
    app_metadata: { role: "admin" },
  });
  expect(error).toBeNull();
}

/** What the account tools do when `actorId` sets `targetId`'s role to viewer: the answer. */
function demote(actorId: string, targetId: string): Promise<string> {
  return withAccountChangeLock(
    async () => {
      const accounts = await listStaffAccounts();
      const target = accounts.find((account) => account.id === targetId)!;
      const refusal = guardRailRefusal(actorId, target, { kind: "role", to: "viewer" }, accounts);
      if (refusal) return refusal;
      await changeAccountRole(targetId, "viewer");
      return "demoted";
    },
    (reason) => reason,
  );
}

describe("two admins demoting each other at once", () => {
  it("always leaves one active admin: one change goes ahead, the other is refused", async () => {
    const first = await createStaff(stack);
    const second = await createStaff(stack);
    // The stack's demo account is an admin too: the two are to be the only ones.
    for (const other of (await listStaffAccounts()).filter(isActiveAdmin)) {
      await changeAccountRole(other.id, "viewer");
    }
    for (let round = 0; round < 5; round += 1) {
      await makeAdmin(first.id);
      await makeAdmin(second.id);
      const answers = await Promise.all([demote(first.id, second.id), demote(second.id, first.id)]);
      expect(answers.filter((answer) => answer === "demoted")).toHaveLength(1);
      expect(answers).toContainEqual(expect.stringMatching(/is the last active admin/));
      expect((await listStaffAccounts()).filter(isActiveAdmin)).toHaveLength(1);
    }
  });
});
