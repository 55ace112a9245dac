// Long enough for a slow phone to finish loading, short enough that the effect is not missed.
const IDLE_TIMEOUT_MS = 3000;
// Where requestIdleCallback is missing (Safari), a short pause after load stands in for idle.
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `callback` once the page has loaded, the main thread is idle and `settleMs` more have
 * passed, so decoration never competes with the first paint, hydration and the link prefetches
 * that follow. Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void, settleMs = 0): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = setTimeout(callback, settleMs);
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(settle, FALLBACK_DELAY_MS);
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
