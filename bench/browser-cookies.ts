/** A cookie as Playwright reports it and Chrome's DevTools protocol takes it. */
export type BrowserCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
};

/** Sends one browser-level DevTools command to the Chromium listening on `port`. */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => socket.send(JSON.stringify({ id: 1, method, params })));
    socket.addEventListener("message", (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve();
    });
    socket.addEventListener("error", () => reject(new Error(`${method}: DevTools socket error`)));
  });
}

/** Puts the cookies in the browser's jar, as a signed-in visitor's browser holds them. */
export function setBrowserCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  return browserCommand(port, "Storage.setCookies", { cookies });
}

/** Empties the browser's cookie jar, so the next visitor arrives signed out. */
export function clearBrowserCookies(port: number): Promise<void> {
  return browserCommand(port, "Storage.clearCookies", {});
}
