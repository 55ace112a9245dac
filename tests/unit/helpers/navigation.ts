/** What the stubbed `redirect` throws, as Next's does, carrying where it sends the visitor. */
export class Redirect extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}

/** `next/navigation` for an action under test: `redirect` throws a `Redirect`. */
export const navigationStub = {
  RedirectType: { replace: "replace", push: "push" },
  redirect: (url: string) => {
    throw new Redirect(url);
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
