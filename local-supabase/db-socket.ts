import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { SESSION_OWNER, type Db } from "./store/db";

/** The Supabase CLI's database credentials: the owner, as migrations and `psql` connect. */
export const DB_CREDENTIALS = { user: SESSION_OWNER, password: "postgres", database: "postgres" };

/**
 * The app's own role (migration `app_role`), as `DATABASE_URL` connects: the stack lets it log
 * in, with this password for show (PGlite checks none).
 */
export const APP_CREDENTIALS = { user: "portal_app", password: "portal_app", database: "postgres" };

/** The connection string of the database served on `port`, as `credentials`' role. */
export function databaseUrl(port: number, credentials = DB_CREDENTIALS): string {
  const { user, password, database } = credentials;
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * How long a client may hold the session between messages (an open transaction in a forgotten
 * psql, say) before it is disconnected and rolled back: everyone else waits meanwhile.
 */
export const IDLE_TURN_TIMEOUT_MS = 30_000;

const PROTOCOL_3 = 196608;

/** The `user` of a StartupMessage (a client's first message), if `message` is one. */
function startupUser(message: Uint8Array): string | undefined {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  if (bytes.length < 8 || bytes.readInt32BE(4) !== PROTOCOL_3) return undefined;
  const fields = bytes.subarray(8).toString("utf8").split("\0");
  for (let at = 0; at + 1 < fields.length; at += 2) {
    if (fields[at] === "user") return fields[at + 1];
  }
  return undefined;
}

/** A FATAL ErrorResponse, as Postgres answers a login it refuses. */
function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const header = Buffer.alloc(5);
  header.write("E", 0, "ascii");
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/** The status byte of the last ReadyForQuery ('Z') among whole backend messages, if any. */
function lastReadyStatus(output: Buffer): string | undefined {
  let status: string | undefined;
  for (let at = 0; at + 5 <= output.length; at += 1 + output.readInt32BE(at + 1)) {
    if (output[at] === 0x5a && at + 5 < output.length)
      status = String.fromCharCode(output[at + 5]!);
  }
  return status;
}

/**
 * pglite-socket's query queue, replaced: its own runs any client's message whenever the session
 * is outside an explicit transaction, so two clients' Parse/Bind pairs could interleave and the
 * in-process auth service could run inside a client's transaction. Here a client keeps the turn
 * from its first message until the backend reports it idle ('Z' with 'I').
 *
 * PGlite itself ignores the user a client names and runs everything as its superuser; here each
 * turn runs as the role the client logged in as (`SET SESSION AUTHORIZATION`), and a login as a
 * role that does not exist or may not log in is refused, as Postgres refuses it.
 */
class TurnTakingQueue {
  #owner: number | null = null;
  /** The role each client logged in as. */
  #roles = new Map<number, string>();
  #refused = new Set<number>();
  #endTurn: (() => void) | null = null;
  #chains = new Map<number, Promise<unknown>>();
  #gone = new Set<number>();
  #idleTimer: NodeJS.Timeout | undefined;

  private readonly pglite: PGlite;

  constructor(
    private readonly db: Db,
    private readonly onIdleTurn: (handlerId: number) => void,
  ) {
    this.pglite = db.pglite;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    const previous = this.#chains.get(handlerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.#run(handlerId, message, onData));
    this.#chains.set(handlerId, next);
    return next;
  }

  async #run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    if (this.#gone.has(handlerId) || this.#refused.has(handlerId)) {
      throw new Error("Handler disconnected");
    }
    if (this.#owner !== handlerId) {
      const end = await this.db.turns.take();
      if (this.#gone.has(handlerId)) {
        end();
        throw new Error("Handler disconnected");
      }
      this.#owner = handlerId;
      this.#endTurn = end;
      try {
        const refusal = await this.#logIn(handlerId, message);
        if (refusal) {
          this.#refused.add(handlerId);
          this.#release();
          onData(refusal);
          return refusal.length;
        }
        await this.db.actAs(this.#roles.get(handlerId) ?? SESSION_OWNER);
      } catch (error) {
        this.#release();
        throw error;
      }
    }
    clearTimeout(this.#idleTimer);
    const chunks: Buffer[] = [];
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(message, {
        onRawData: (data) => {
          chunks.push(Buffer.from(data));
          onData(data);
        },
      }),
    );
    const output = Buffer.concat(chunks);
    if (lastReadyStatus(output) === "I") this.#release();
    else this.#idleTimer = setTimeout(() => this.onIdleTurn(handlerId), IDLE_TURN_TIMEOUT_MS);
    return output.length;
  }

  /**
   * Records the role a StartupMessage names, or returns the error that refuses it (an unknown
   * role, or one without LOGIN). Any other message passes.
   */
  async #logIn(handlerId: number, message: Uint8Array): Promise<Buffer | undefined> {
    const user = startupUser(message);
    if (user === undefined || this.#roles.has(handlerId)) return undefined;
    const { rows } = await this.pglite.query<{ rolcanlogin: boolean }>(
      "SELECT rolcanlogin FROM pg_roles WHERE rolname = $1",
      [user],
    );
    const [role] = rows;
    if (!role) return fatalError("28000", `role "${user}" does not exist`);
    if (!role.rolcanlogin) return fatalError("28000", `role "${user}" is not permitted to log in`);
    this.#roles.set(handlerId, user);
    return undefined;
  }

  #release() {
    clearTimeout(this.#idleTimer);
    this.#owner = null;
    this.#endTurn?.();
    this.#endTurn = null;
  }

  clearQueueForHandler(handlerId: number) {
    this.#gone.add(handlerId);
  }

  /** A client gone mid-exchange: end its half-sent extended query and its transaction. */
  async clearTransactionIfNeeded(handlerId: number) {
    await this.#chains.get(handlerId)?.catch(() => undefined);
    this.#chains.delete(handlerId);
    this.#roles.delete(handlerId);
    this.#refused.delete(handlerId);
    if (this.#owner !== handlerId) return;
    await this.pglite.runExclusive(() => this.pglite.execProtocolRaw(SYNC));
    if (this.pglite.isInTransaction()) await this.pglite.exec("ROLLBACK");
    this.#release();
  }
}

export type DbSocketServer = {
  /** The owner's connection string. */
  url: string;
  /** The app role's connection string. */
  appUrl: string;
  stop(): Promise<void>;
};

/**
 * Serves `db` over the Postgres wire protocol on 127.0.0.1:`port` (PGlite accepts any password;
 * the owner connects with `DB_CREDENTIALS`, the app with `APP_CREDENTIALS`). Every connection
 * shares PGlite's one session, taking turns with the auth service, each turn as its client's
 * role: like a transaction-mode pooler, session settings and prepared statements are not
 * private to a connection.
 */
export async function startDbSocketServer(db: Db, port: number): Promise<DbSocketServer> {
  const handlers = new Set<PGLiteSocketHandler>();
  const queue = new TurnTakingQueue(db, (handlerId) => {
    for (const handler of handlers) {
      if (handler.handlerId !== handlerId) continue;
      handlers.delete(handler);
      void handler.detach(true);
    }
  });
  const server: Server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({
      // pglite-socket types its queue as a private class; ours has the same public methods.
      queryQueue: queue as unknown as ConstructorParameters<
        typeof PGLiteSocketHandler
      >[0]["queryQueue"],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    url: databaseUrl(port),
    appUrl: databaseUrl(port, APP_CREDENTIALS),
    async stop() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
