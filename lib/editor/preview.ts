/** The route that turns draft mode on for the page in its `path` field (a POST). */
export const PREVIEW_PATH = "/portal/preview";

/** The route that turns draft mode off again. */
export const PREVIEW_EXIT_PATH = "/portal/preview/exit";
