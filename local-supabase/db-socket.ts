import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import type { Db } from "./store/db";
import type { SessionTurns } from "./store/turns";

/** The Supabase CLI's database credentials: any client that knows them connects. */
export const DB_CREDENTIALS = { user: "postgres", password: "postgres", database: "postgres" };

/** The connection string of the database served on `port`. */
export function databaseUrl(port: number): string {
  const { user, password, database } = DB_CREDENTIALS;
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * How long a client may hold the session between messages (an open transaction in a forgotten
 * psql, say) before it is disconnected and rolled back: everyone else waits meanwhile.
 */
export const IDLE_TURN_TIMEOUT_MS = 30_000;

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
 */
class TurnTakingQueue {
  #owner: number | null = null;
  #endTurn: (() => void) | null = null;
  #chains = new Map<number, Promise<unknown>>();
  #gone = new Set<number>();
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly turns: SessionTurns,
    private readonly onIdleTurn: (handlerId: number) => void,
  ) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    const previous = this.#chains.get(handlerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.#run(handlerId, message, onData));
    this.#chains.set(handlerId, next);
    return next;
  }

  async #run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    if (this.#gone.has(handlerId)) throw new Error("Handler disconnected");
    if (this.#owner !== handlerId) {
      const end = await this.turns.take();
      if (this.#gone.has(handlerId)) {
        end();
        throw new Error("Handler disconnected");
      }
      this.#owner = handlerId;
      this.#endTurn = end;
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
    if (this.#owner !== handlerId) return;
    await this.pglite.runExclusive(() => this.pglite.execProtocolRaw(SYNC));
    if (this.pglite.isInTransaction()) await this.pglite.exec("ROLLBACK");
    this.#release();
  }
}

export type DbSocketServer = { url: string; stop(): Promise<void> };

/**
 * Serves `db` over the Postgres wire protocol on 127.0.0.1:`port` (PGlite accepts any password;
 * clients use `DB_CREDENTIALS`). Every connection shares PGlite's one session, taking turns with
 * the auth service: like a transaction-mode pooler, session settings and prepared statements
 * are not private to a connection.
 */
export async function startDbSocketServer(db: Db, port: number): Promise<DbSocketServer> {
  const handlers = new Set<PGLiteSocketHandler>();
  const queue = new TurnTakingQueue(db.pglite, db.turns, (handlerId) => {
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
    async stop() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
