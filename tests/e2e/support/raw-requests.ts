import http from "node:http";
import type { Page } from "@playwright/test";
import { LoginPage } from "../pages/login-page";

/** The sign-in form's Server Action id, as the browser sends it after a failed sign-in. */
export async function signInActionId(page: Page): Promise<string> {
  await page.goto("/login");
  const actionRequest = page.waitForRequest((request) => !!request.headers()["next-action"]);
  await new LoginPage(page).signIn({ email: "nobody@example.com", password: "not-this-one" });
  return (await actionRequest).headers()["next-action"] ?? "";
}

export type RawPost = {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent with `Transfer-Encoding: chunked` (no `Content-Length`), `repeat` times over. */
  chunked?: { repeat: number };
};

export type RawAnswer = { status: number; body: string };

/**
 * A POST exactly as given, through Node's own client: a chunked body with no length, a
 * `Content-Length` that matches what is sent, and no header added but `Host`.
 */
export function rawPost(baseURL: string, path: string, post: RawPost): Promise<RawAnswer> {
  const { headers = {}, body = "", chunked } = post;
  const bytes = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseURL),
      {
        method: "POST",
        headers: chunked ? headers : { ...headers, "Content-Length": String(bytes.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    let left = chunked?.repeat ?? 1;
    const write = () => {
      while (left > 0) {
        left -= 1;
        if (!request.write(bytes)) {
          request.once("drain", write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/** A multipart body with `fields`, closed by `boundary` as a browser sends it. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string> = { email: "a@example.com" },
): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}
