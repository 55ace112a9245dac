import http from "node:http";

/** An answer as the client saw it. */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type RequestOptions = {
  /** The loopback address the client connects from: the visitor's address. */
  from: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
};

/** One HTTP request over a new connection from the `from` address (Node's `localAddress`). */
export function send(url: string, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const ENTITIES: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", "#x27": "'" };
const unescape = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#x27);/g, (_, name) => ENTITIES[name] ?? "");
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * What a browser without scripts posts for the page's first form: every named input with its
 * value (the hidden fields React renders for the server action included), `fields` filled in,
 * and the submitting button's name when it has one.
 */
export function formSubmission(
  html: string,
  fields: Record<string, string>,
  submitter?: string,
): FormData {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error("the page has no form");
  const data = new FormData();
  for (const tag of form.match(/<input[^>]*>/g) ?? []) {
    const name = attribute(tag, "name");
    if (!name) continue;
    const value = Object.hasOwn(fields, name) ? fields[name] : attribute(tag, "value");
    data.append(unescape(name), unescape(value ?? ""));
  }
  if (submitter) data.append(submitter, "");
  return data;
}

/** Posts `data` to `url` as multipart form data, the way a browser submits a form. */
export async function postForm(
  url: string,
  data: FormData,
  options: Omit<RequestOptions, "body" | "method">,
): Promise<Answer> {
  const encoded = new Request(url, { method: "POST", body: data });
  const body = Buffer.from(await encoded.arrayBuffer());
  return send(url, {
    ...options,
    method: "POST",
    headers: {
      ...options.headers,
      "Content-Type": encoded.headers.get("content-type") ?? "",
      Origin: new URL(url).origin,
    },
    body,
  });
}

/** The name of the button that submits the magic-link request on the sign-in page. */
export function magicLinkButton(html: string): string {
  const name = /<button[^>]*name="(\$ACTION_REF_\d+)"[^>]*>/.exec(html)?.[1];
  if (!name) throw new Error("the sign-in page has no magic-link button");
  return name;
}

/** The session cookies an answer sets, as a Cookie header for the next request. */
export function cookieHeader(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";", 1)[0]).join("; ");
}
