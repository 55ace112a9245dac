/** @jest-environment node */
import { NextRequest } from "next/server";
import { MAX_BODY_BYTES, parseContentType, screenRequest } from "@/lib/request-guard";

const ORIGIN = "http://127.0.0.1:3000";
const ACTION_ID = "0".repeat(42);

function post(
  body: BodyInit | null,
  headers: Record<string, string>,
  path = "/login",
): NextRequest {
  return new NextRequest(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Host: "127.0.0.1:3000", ...headers },
    body,
    duplex: "half",
    // Node's fetch needs `duplex` for a stream body; NextRequest's type does not know it.
  } as ConstructorParameters<typeof NextRequest>[1]);
}

const field = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const part = (boundary: string) =>
  `${field(boundary, "email", "a@example.com")}--${boundary}--\r\n`;
/** What React sends for `action(previousState, formData)`. */
const reply = (boundary: string) =>
  field(boundary, "0", '[{"status":"idle","email":""},"$K1"]') +
  field(boundary, "1_email", "a@example.com") +
  `--${boundary}--\r\n`;

/** A body that arrives in chunks with no length announced, as `Transfer-Encoding: chunked`. */
function chunked(totalBytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe("parseContentType", () => {
  it.each([
    ["multipart/form-data; boundary=----WebKitFormBoundaryAbC123", "----WebKitFormBoundaryAbC123"],
    ['Multipart/Form-Data; charset=utf-8; BOUNDARY="a b:c"', "a b:c"],
    [`multipart/form-data; boundary=${"x".repeat(70)}`, "x".repeat(70)],
  ])("reads the boundary of %s", (value, boundary) => {
    expect(parseContentType(value)).toEqual({ type: "multipart/form-data", boundary });
  });

  it.each([
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=${"x".repeat(71)}`,
    'multipart/form-data; boundary="ends with a space "',
    "multipart/form-data; boundary=a/b",
    "multipart/form-data; boundary=a; boundary=b",
    "multipart/form-data; boundary=a\u0000b",
  ])("finds no usable boundary in %j", (value) => {
    expect(parseContentType(value).boundary).toBeNull();
  });
});

describe("screenRequest", () => {
  it("lets a well-formed Server Action post through", async () => {
    const response = await screenRequest(
      post(reply("xyz"), {
        "Content-Type": "multipart/form-data; boundary=xyz",
        "Next-Action": ACTION_ID,
        Origin: ORIGIN,
      }),
    );
    expect(response).toBeNull();
  });

  it("lets a plain form post and a GET through", async () => {
    const form = post("email=a%40b.c", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await screenRequest(form)).toBeNull();
    expect(await screenRequest(new NextRequest(`${ORIGIN}/about`))).toBeNull();
  });

  it.each([
    ["no boundary", "multipart/form-data", part("xyz")],
    ["an empty boundary", "multipart/form-data; boundary=", part("")],
    ["a truncated body", "multipart/form-data; boundary=xyz", part("xyz").slice(0, 60)],
    ["another boundary in the body", "multipart/form-data; boundary=xyz", part("abc")],
    ["an empty body", "multipart/form-data; boundary=xyz", ""],
    ["a reply React cannot decode", "multipart/form-data; boundary=xyz", field("xyz", "0", "{")],
  ])("refuses a multipart post with %s: 400", async (_case, type, body) => {
    const withAction = post(body, { "Content-Type": type, "Next-Action": ACTION_ID });
    expect((await screenRequest(withAction))?.status).toBe(400);
    const withoutAction = post(body, { "Content-Type": type }, "/about");
    expect((await screenRequest(withoutAction))?.status).toBe(400);
  });

  it.each(["application/x-www-form-urlencoded", "text/plain;charset=UTF-8", "application/json"])(
    "refuses a Server Action post as %s: 400",
    async (type) => {
      const response = await screenRequest(
        post("email=a%40b.c", { "Content-Type": type, "Next-Action": ACTION_ID }),
      );
      expect(response?.status).toBe(400);
    },
  );

  it.each(["https://evil.example", "null", "%%%"])(
    "refuses a post from Origin %s to any page: 403",
    async (origin) => {
      const response = await screenRequest(
        post(
          part("xyz"),
          {
            "Content-Type": "multipart/form-data; boundary=xyz",
            "Next-Action": ACTION_ID,
            Origin: origin,
          },
          "/about",
        ),
      );
      expect(response?.status).toBe(403);
    },
  );

  it("refuses a chunked body past the limit, with no Content-Length: 413", async () => {
    const response = await screenRequest(
      post(chunked(2 * MAX_BODY_BYTES), {
        "Content-Type": "multipart/form-data; boundary=xyz",
        "Next-Action": ACTION_ID,
      }),
    );
    expect(response?.status).toBe(413);
    const form = post(chunked(2 * MAX_BODY_BYTES), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect((await screenRequest(form))?.status).toBe(413);
  });

  it("leaves the request's own body to Next after reading it", async () => {
    const request = post(part("xyz"), { "Content-Type": "multipart/form-data; boundary=xyz" });
    expect(await screenRequest(request)).toBeNull();
    expect((await request.formData()).get("email")).toBe("a@example.com");
  });
});
