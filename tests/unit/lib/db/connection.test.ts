/** @jest-environment node */
import { connectionOptions, sharesSessions } from "@/lib/db/connection";

describe("sharesSessions", () => {
  it.each([
    "postgresql://postgres.abc:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
    "postgresql://postgres.abc:pw@aws-0-eu-central-1.pooler.supabase.com:5432/postgres",
    "postgresql://postgres:pw@db.example.com:6543/postgres",
  ])("is true for a pooler: %s", (url) => {
    expect(sharesSessions(url)).toBe(true);
  });

  it.each([
    "postgresql://postgres:pw@db.abcdefgh.supabase.co:5432/postgres",
    "postgresql://postgres:postgres@127.0.0.1:54322/postgres",
    "postgresql://postgres:postgres@localhost:54322/postgres",
    "postgresql://postgres:postgres@[::1]:54322/postgres",
  ])("is false for a direct connection, the local stack's included: %s", (url) => {
    expect(sharesSessions(url)).toBe(false);
  });
});

describe("connectionOptions", () => {
  it("turns prepared statements off on the transaction pooler and keeps them on a direct connection", () => {
    expect(connectionOptions("postgresql://u:p@x.pooler.supabase.com:6543/postgres").prepare).toBe(
      false,
    );
    expect(connectionOptions("postgresql://u:p@db.x.supabase.co:5432/postgres").prepare).toBe(true);
  });

  it("fails fast when the database cannot be reached", () => {
    expect(connectionOptions("postgresql://u:p@db.x.supabase.co:5432/postgres")).toMatchObject({
      connect_timeout: 10,
    });
  });
});

describe("connectionOptions' TLS", () => {
  it.each([
    "postgresql://postgres.abc:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
    "postgresql://postgres:pw@db.abcdefgh.supabase.co:5432/postgres",
    "postgresql://u:p@10.0.0.5:5432/app",
    "postgresql://u:p@[2001:db8::1]:5432/app",
    "postgresql://u:p@localhost.evil.example:5432/app",
    "postgresql://u:p@127.0.0.1.nip.io:5432/app",
  ])("requires TLS for a host that is not this machine: %s", (url) => {
    expect(connectionOptions(url).ssl).toBe("require");
  });

  it.each([
    "postgresql://postgres:postgres@127.0.0.1:54322/postgres",
    "postgresql://postgres:postgres@127.0.0.9:54322/postgres",
    "postgresql://postgres:postgres@localhost:54322/postgres",
    "postgresql://postgres:postgres@[::1]:54322/postgres",
    "postgresql:///postgres?host=/var/run/postgresql",
  ])("stays plain on this machine: %s", (url) => {
    expect(connectionOptions(url).ssl).toBe(false);
  });

  it.each([
    "postgresql://u:p@db.x.supabase.co:5432/postgres?sslmode=disable",
    "postgresql://u:p@db.x.supabase.co:5432/postgres?sslmode=verify-full",
    "postgresql://u:p@db.x.supabase.co:5432/postgres?ssl=prefer",
    "postgresql://u:p@127.0.0.1:5432/postgres?sslmode=require",
  ])("leaves the choice to the URL when it makes one: %s", (url) => {
    expect(connectionOptions(url)).not.toHaveProperty("ssl");
  });
});
