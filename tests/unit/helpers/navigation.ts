/** What the stubbed `redirect` throws, as Next's does, carrying where it sends the visitor. */
export class Redirect extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}

/** The message of the error Next's `forbidden()` throws (its digest), for the 403 of a role. */
export const FORBIDDEN = "NEXT_HTTP_ERROR_FALLBACK;403";

/**
 * `next/navigation` for an action under test: `redirect` throws a `Redirect`, `forbidden` what
 * Next's throws, which outside a Next server asks for a flag first.
 */
export const navigationStub = {
  RedirectType: { replace: "replace", push: "push" },
  redirect: (url: string) => {
    throw new Redirect(url);
  },
  forbidden: () => {
    throw new Error(FORBIDDEN);
  },
};

/** Where `run` redirects to, or what it returns when it does not redirect. */
export async function redirectOr<T>(run: () => Promise<T>): Promise<T | string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Redirect) return error.url;
    throw error;
  }
}
