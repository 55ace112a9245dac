/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
// Each test starts a Node process with the preload: seconds on a busy machine.
jest.setTimeout(30_000);

// A server behind the preload that answers with the request headers it was handed, and whether
// the preload's flag is visible to the code it serves.
const ECHO_SERVER = `
const http = require("node:http");
const server = http.createServer((request, response) => {
  const flag = globalThis[Symbol.for("silverline.httpGuard")] === true;
  response.end(JSON.stringify({ flag, headers: request.headers }));
});
server.listen(0, "127.0.0.1", () => console.log("PORT " + server.address().port));
`;

type Echo = { flag: boolean; headers: Record<string, string | undefined> };
let child: ChildProcess | undefined;
let serverLog = "";

afterEach(() => child?.kill());

async function startServer(env: Record<string, string>): Promise<number> {
  const inherited = { ...process.env };
  delete inherited.TRUSTED_PROXY;
  delete inherited.VERCEL;
  child = spawn(process.execPath, ["--import", "./scripts/http-guard.mjs", "-e", ECHO_SERVER], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  serverLog = "";
  child.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  return new Promise((resolve) => {
    let output = "";
    child?.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    });
  });
}

function request(port: number, from: string, headers: Record<string, string>): Promise<Echo> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, localAddress: from, headers, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(JSON.parse(body) as Echo));
      })
      .on("error", reject);
  });
}

const forged = {
  "x-forwarded-for": "203.0.113.7",
  "x-real-ip": "203.0.113.8",
  forwarded: "for=203.0.113.9",
  "sb-forwarded-for": "203.0.113.10",
  "x-sv-visitor-address": "203.0.113.11",
};

describe("scripts/http-guard.mjs", () => {
  it("with no trusted proxy, hands the app the socket's address and drops every forged one", async () => {
    const port = await startServer({});
    const { flag, headers } = await request(port, "127.0.0.9", forged);
    expect(flag).toBe(true);
    expect(headers["x-sv-visitor-address"]).toBe("127.0.0.9");
    expect(headers["x-forwarded-for"]).toBe("127.0.0.9");
    expect(headers["x-real-ip"]).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers["sb-forwarded-for"]).toBeUndefined();
  });

  it("behind one proxy, takes the entry the proxy appended, never one the client wrote", async () => {
    const port = await startServer({ TRUSTED_PROXY: "proxy" });
    const appended = { ...forged, "x-forwarded-for": "203.0.113.7, 198.51.100.4" };
    expect((await request(port, "127.0.0.9", appended)).headers["x-sv-visitor-address"]).toBe(
      "198.51.100.4",
    );
    const bare = { "x-sv-visitor-address": "203.0.113.11" };
    expect((await request(port, "127.0.0.9", bare)).headers["x-sv-visitor-address"]).toBe(
      "127.0.0.9",
    );
  });

  it("behind two hops, counts two places from the right", async () => {
    const port = await startServer({ TRUSTED_PROXY: "2" });
    const chain = { "x-forwarded-for": "203.0.113.7, 198.51.100.4, 10.0.0.1" };
    expect((await request(port, "127.0.0.9", chain)).headers["x-sv-visitor-address"]).toBe(
      "198.51.100.4",
    );
  });

  it("behind one proxy that appends a port, counts the address without it", async () => {
    const port = await startServer({ TRUSTED_PROXY: "proxy" });
    const withPort = { "x-forwarded-for": "198.51.100.1, 203.0.113.7:51234" };
    expect((await request(port, "127.0.0.9", withPort)).headers["x-sv-visitor-address"]).toBe(
      "203.0.113.7",
    );
    const v6 = { "x-forwarded-for": "[2001:db8::1]:443" };
    expect((await request(port, "127.0.0.9", v6)).headers["x-sv-visitor-address"]).toBe(
      "2001:db8:0:0:0:0:0:1",
    );
    expect(serverLog).toBe("");
  });

  it("says once in the server log when the trusted hop's entry is no address", async () => {
    const port = await startServer({ TRUSTED_PROXY: "proxy" });
    for (const entry of ["proxy-7", "unknown"]) {
      const { headers } = await request(port, "127.0.0.9", { "x-forwarded-for": entry });
      expect(headers["x-sv-visitor-address"]).toBeUndefined();
    }
    expect(serverLog.match(/TRUSTED_PROXY trusts is not an address \("proxy-7"\)/g)).toHaveLength(
      1,
    );
    expect(serverLog).not.toContain("unknown");
  });

  it("on Vercel leaves the address to Vercel's X-Real-IP and drops a client's own header", async () => {
    const port = await startServer({ TRUSTED_PROXY: "vercel" });
    const { headers } = await request(port, "127.0.0.9", forged);
    expect(headers["x-sv-visitor-address"]).toBeUndefined();
    expect(headers["x-real-ip"]).toBe("203.0.113.8");
  });
});
