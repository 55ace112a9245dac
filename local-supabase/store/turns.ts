/**
 * First come, first served turns on PGlite's single Postgres session. Whoever holds the turn
 * owns the session: the auth service for one query or transaction, a socket client from its
 * first message until the backend is idle again (see db-socket.ts).
 */
export class SessionTurns {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the turn; resolves with the function that ends it (call it exactly once). */
  take(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const turn = this.#tail.then(() => end);
    this.#tail = this.#tail.then(() => ended);
    return turn;
  }

  /** Runs `work` in a turn of its own. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const end = await this.take();
    try {
      return await work();
    } finally {
      end();
    }
  }
}
