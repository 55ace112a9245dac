import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { clientFor, createStaff } from "../helpers/clients";
import { newDataDir, removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

const dataDir = newDataDir();
const secretsFile = path.join(dataDir, "secrets.json");
let stack: TestStack | undefined;

afterAll(async () => {
  await stack?.stop();
  removeDataDir(dataDir);
});

const readSecrets = () => JSON.parse(readFileSync(secretsFile, "utf8")) as Record<string, unknown>;

describe("the MFA encryption key in the data folder", () => {
  it("is added to a folder made before it, and kept, so factors still verify after a restart", async () => {
    const older = readSecrets();
    delete older.dbEncryption;
    writeFileSync(secretsFile, JSON.stringify(older));

    stack = await startStack({ dataDir });
    const key = readSecrets().dbEncryption;
    expect(key).toEqual({ keyId: expect.any(String), key: expect.stringMatching(/^[\w-]{43}$/) });
    const staff = await createStaff(stack);
    const client = clientFor(stack);
    await client.auth.signInWithPassword(staff);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" });
    await stack.stop();

    stack = await startStack({ dataDir });
    expect(readSecrets().dbEncryption).toEqual(key);
    const again = clientFor(stack);
    await again.auth.signInWithPassword(staff);
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    const { error } = await again.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(error).toBeNull();
  });
});
