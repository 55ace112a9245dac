/** @jest-environment node */
import { createServer, type Server, type Socket } from "node:net";
import { recordActivity } from "@/lib/auth/session-activity";

const SESSION_ID = "00000000-0000-4000-8000-000000000001";

describe("recordActivity without a database that answers", () => {
  afterEach(() => {
    delete process.env.DATABASE_URL;
  });

  it("answers unknown when no database is configured", async () => {
    delete process.env.DATABASE_URL;
    expect(await recordActivity(SESSION_ID, Date.now() - 10 * 3600_000)).toBe("unknown");
  });

  it("answers unknown, in bounded time, when the database accepts and never answers", async () => {
    const sockets: Socket[] = [];
    const server: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    try {
      const startedAt = Date.now();
      expect(await recordActivity(SESSION_ID, null)).toBe("unknown");
      expect(Date.now() - startedAt).toBeLessThan(4000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers unknown for a session id that is not a UUID, without a query", async () => {
    expect(await recordActivity("not-a-session", null)).toBe("unknown");
  });
});
