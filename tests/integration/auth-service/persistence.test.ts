import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientFor, createStaff } from "../helpers/clients";
import {
  newDataDir,
  removeDataDir,
  runStackExpectingExit,
  startStack,
  type TestStack,
} from "../helpers/stack-process";

const dataDir = newDataDir();
let stack: TestStack | undefined;

afterAll(async () => {
  await stack?.stop();
  removeDataDir(dataDir);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("persistence and ownership of the data folder", () => {
  it("keeps users, sessions, refresh tokens and keys across a restart", async () => {
    stack = await startStack({ dataDir });
    const staff = await createStaff(stack);
    const { data } = await clientFor(stack).auth.signInWithPassword(staff);
    const before = { key: stack.publishableKey, demo: stack.demoStaff };
    await stack.stop();

    stack = await startStack({ dataDir });
    expect(stack.publishableKey).toBe(before.key);
    expect(stack.demoStaff).toEqual(before.demo);
    const user = await clientFor(stack).auth.getUser(data.session!.access_token);
    expect(user.data.user?.id).toBe(staff.id);
    const { data: refreshed, error } = await clientFor(stack).auth.refreshSession({
      refresh_token: data.session!.refresh_token,
    });
    expect(error).toBeNull();
    expect(refreshed.session!.refresh_token).not.toBe(data.session!.refresh_token);
    expect((await clientFor(stack).auth.signInWithPassword(staff)).error).toBeNull();
  });

  it("refuses a second instance on the same folder with a clear message", async () => {
    const second = await runStackExpectingExit(dataDir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`in use by process ${stack!.process.pid}`);
    const health = await fetch(`${stack!.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });

  it("stores refresh tokens only as hashes", async () => {
    const staff = await createStaff(stack!);
    const { data } = await clientFor(stack!).auth.signInWithPassword(staff);
    await stack!.stop();
    stack = undefined;
    const token = Buffer.from(data.session!.refresh_token);
    const leaks = filesUnder(dataDir).filter((file) => readFileSync(file).includes(token));
    expect(leaks).toEqual([]);
  });

  it("makes the printed demo account again when the folder's database is new", async () => {
    const first = await startStack({ dataDir });
    const demo = first.demoStaff;
    await first.stop();
    rmSync(path.join(dataDir, "postgres"), { recursive: true, force: true });
    stack = await startStack({ dataDir });
    expect(stack.demoStaff).toEqual(demo);
    expect((await clientFor(stack).auth.signInWithPassword(demo)).error).toBeNull();
    await stack.stop();
    stack = undefined;
  });

  it("stops the database server a killed stack left running, and starts on the same folder", async () => {
    const killed = await startStack({ dataDir });
    const staff = await createStaff(killed);
    killed.process.kill("SIGKILL");
    await new Promise((resolve) => killed.process.once("exit", resolve));
    stack = await startStack({ dataDir });
    expect((await clientFor(stack).auth.signInWithPassword(staff)).error).toBeNull();
    await stack.stop();
    stack = undefined;
  });

  it("takes over a lock left by a process that died", async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(path.join(dataDir, "service.lock"), dead.stdout.toString());
    stack = await startStack({ dataDir });
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
  });
});
