/** The dashboard's examples: hidden, revealing, shown, hiding. */
export type ExamplesState = "hidden" | "revealing" | "shown" | "hiding";

export type ExamplesEvent = "show" | "hide" | "settled";

/** Revealing is slower than hiding: the samples arrive gently and leave quickly. */
export const REVEAL_MS = 500;
export const HIDE_MS = 300;

/** The next state; events that do not apply leave the state as it is. */
export function examplesReducer(state: ExamplesState, event: ExamplesEvent): ExamplesState {
  switch (event) {
    case "show":
      return state === "hidden" || state === "hiding" ? "revealing" : state;
    case "hide":
      return state === "shown" || state === "revealing" ? "hiding" : state;
    case "settled":
      if (state === "revealing") return "shown";
      if (state === "hiding") return "hidden";
      return state;
  }
}

/** How long a moving state lasts before it settles; null for the resting ones. */
export function transitionMs(state: ExamplesState): number | null {
  if (state === "revealing") return REVEAL_MS;
  if (state === "hiding") return HIDE_MS;
  return null;
}

/** Whether the samples are (becoming) visible: the preview is sharp and usable. */
export function isRevealed(state: ExamplesState): boolean {
  return state === "revealing" || state === "shown";
}
