// Long enough for a slow phone to finish loading, short enough that the effect is not missed.
const IDLE_TIMEOUT_MS = 3000;
// Where requestIdleCallback is missing (Safari), a short pause after load stands in for idle.
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so decoration never
 * competes with the first paint and hydration. Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(callback, FALLBACK_DELAY_MS);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
