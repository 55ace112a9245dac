/** The `localStorage` key through which a tab tells the others that it signed out. */
export const SIGN_OUT_SIGNAL_KEY = "sv-signed-out-at";

/** The keep-alive asks the server about the session this often. */
export const REFRESH_TICK_MS = 30_000;

/** The first retry of a failed refresh waits this long; each next one twice as long. */
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_ATTEMPTS = 5;
