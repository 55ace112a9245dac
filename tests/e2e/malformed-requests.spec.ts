import { expect, test } from "./support/fixtures";
import { multipartBody, rawPost, signInActionId } from "./support/raw-requests";

const dashboardText = "An overview of the portfolio";

test.describe("portal responses to anyone not signed in", () => {
  const prefetches: Record<string, string>[] = [
    { Purpose: "prefetch" },
    { RSC: "1", "Next-Router-Prefetch": "1" },
    { RSC: "1", "Next-Router-Segment-Prefetch": "/_tree" },
  ];
  for (const headers of prefetches) {
    test(`a prefetch (${Object.keys(headers).join(", ")}) gets no portal content, with the nonce policy and no-store`, async ({
      page,
    }) => {
      const response = await page.request.get("/portal", { headers, maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      expect(await response.text()).not.toContain(dashboardText);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    });
  }
});

test.describe("malformed requests get a 4xx", () => {
  const login = "/login";

  test("a Server Action post with a foreign, null or malformed Origin is refused with 403", async ({
    page,
  }) => {
    for (const origin of ["https://evil.example", "null", "%%%", "http://127.0.0.1.evil.example"]) {
      const response = await page.request.post(login, {
        headers: { "Next-Action": "0".repeat(42), Origin: origin },
        multipart: { email: "a@example.com" },
      });
      expect(response.status(), origin).toBe(403);
    }
  });

  test("a 2 MB body is refused with 413", async ({ page }) => {
    const response = await page.request.post(login, {
      headers: { "Next-Action": "0".repeat(42) },
      multipart: { email: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.status()).toBe(413);
  });

  test("bodies that are not form data, and a sign-in action called with no FormData, get 400", async ({
    page,
  }) => {
    const actionId = await signInActionId(page);
    expect(actionId).not.toBe("");

    const asArguments = await page.request.post(login, {
      headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8" },
      data: '[{"email":"a@example.com"},"$undefined"]',
    });
    expect(asArguments.status()).toBe(400);
    for (const [type, data] of [
      ["application/json", "{}"],
      ["text/xml", "<a/>"],
    ] as const) {
      const response = await page.request.post(login, { headers: { "Content-Type": type }, data });
      expect(response.status(), type).toBe(400);
    }
  });

  test("the sign-in action with a body that is not multipart gets 400", async ({
    page,
    baseURL,
  }) => {
    const actionId = await signInActionId(page);
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "email=a%40example.com&password=x"],
      ["text/plain;charset=UTF-8", '["$K1"]'],
      ["", "email=a%40example.com"],
    ] as const) {
      const headers = { "Next-Action": actionId, ...(type ? { "Content-Type": type } : {}) };
      const answer = await rawPost(baseURL!, login, { headers, body });
      expect(answer.status, type).toBe(400);
    }
  });

  test("the sign-in action with form data React cannot decode gets 400", async ({
    page,
    baseURL,
  }) => {
    const actionId = await signInActionId(page);
    const type = "multipart/form-data; boundary=xyz";
    for (const fields of [
      { email: "a@example.com" } as Record<string, string>,
      { "0": "{not json" },
      { "0": '"not a list of arguments"' },
      { "0": '["$F0"]' },
      { "0": '["$@1"]' },
    ]) {
      const answer = await rawPost(baseURL!, login, {
        headers: { "Next-Action": actionId, "Content-Type": type },
        body: multipartBody("xyz", fields),
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    const withoutBoundArguments = await rawPost(baseURL!, login, {
      headers: { "Content-Type": type },
      body: multipartBody("xyz", {
        $ACTION_REF_1: "",
        "$ACTION_1:0": `{"id":"${actionId}","bound":"$@1"}`,
      }),
    });
    expect(withoutBoundArguments.status).toBe(400);
  });

  const brokenMultipart = [
    ["no boundary", "multipart/form-data", multipartBody("xyz")],
    ["an empty boundary", "multipart/form-data; boundary=", multipartBody("")],
    ["a boundary of 71 characters", `multipart/form-data; boundary=${"b".repeat(71)}`, ""],
    ["a truncated body", "multipart/form-data; boundary=xyz", multipartBody("xyz").slice(0, 70)],
    ["a body with another boundary", "multipart/form-data; boundary=xyz", multipartBody("abc")],
    ["an empty body", "multipart/form-data; boundary=xyz", ""],
  ] as const;

  test("multipart posts Next cannot parse get 400, on the sign-in page and on public pages", async ({
    page,
    baseURL,
  }) => {
    const actionId = await signInActionId(page);
    for (const [name, type, body] of brokenMultipart) {
      for (const [path, action] of [
        [login, actionId],
        [login, ""],
        ["/about", actionId],
        ["/about", ""],
        ["/", "0".repeat(42)],
      ] as const) {
        const headers = { "Content-Type": type, ...(action ? { "Next-Action": action } : {}) };
        const answer = await rawPost(baseURL!, path, { headers, body });
        expect(answer.status, `${name} to ${path}${action ? " as an action" : ""}`).toBe(400);
      }
    }
  });

  test("an action post with a foreign or null Origin to a public page is refused with 403", async ({
    page,
    baseURL,
  }) => {
    const actionId = await signInActionId(page);
    for (const path of ["/about", "/", "/contact", "/careers"]) {
      for (const origin of ["https://evil.example", "null"]) {
        for (const action of [actionId, "0".repeat(42), ""]) {
          const answer = await rawPost(baseURL!, path, {
            headers: {
              Origin: origin,
              "Content-Type": "multipart/form-data; boundary=xyz",
              ...(action ? { "Next-Action": action } : {}),
            },
            body: multipartBody("xyz"),
          });
          expect(answer.status, `${origin} to ${path}`).toBe(403);
        }
      }
    }
  });

  test("a 2 MB chunked body, with no Content-Length, is refused with 413", async ({
    page,
    baseURL,
  }) => {
    const actionId = await signInActionId(page);
    for (const [path, headers] of [
      [login, { "Next-Action": actionId, "Content-Type": "multipart/form-data; boundary=xyz" }],
      [login, { "Content-Type": "application/x-www-form-urlencoded" }],
      ["/about", { "Next-Action": actionId, "Content-Type": "multipart/form-data; boundary=xyz" }],
    ] as const) {
      const answer = await rawPost(baseURL!, path, {
        headers,
        body: "x".repeat(64 * 1024),
        chunked: { repeat: 32 },
      });
      expect(answer.status, path).toBe(413);
    }
  });

  test("TRACE on proxied and public routes is refused with 405", async ({ page }) => {
    for (const path of ["/login", "/portal", "/auth/confirm", "/"]) {
      const response = await page.request.fetch(path, { method: "TRACE" });
      expect(response.status(), path).toBe(405);
    }
  });

  test("a path with a bad percent-escape is refused with 400", async ({ page }) => {
    for (const path of ["/%ff", "/login/%ff", "/portal/%ff", "/about/%E0%A4%A"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
    }
  });

  test("an error code from the prototype is no error", async ({ page }) => {
    for (const code of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      const response = await page.goto(`/login?error=${code}`);
      expect(response?.status(), code).toBe(200);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    }
  });

  test("an unknown portal page answers 404 with the portal's not-found page", async ({
    signedInPage: page,
  }) => {
    const response = await page.goto("/portal/no-such-tool");
    expect(response?.status()).toBe(404);
    // The portal's not-found boundary renders once the page hydrates: slow on a loaded machine.
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test("submitting the contact form opens the Please Email Us Directly dialog", async ({ page }) => {
  await page.goto("/contact");
  // The dialog's island takes over the form once hydrated.
  await page.waitForLoadState("networkidle");
  await page.locator("form#closed-message-form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
  });
  await expect(page.getByRole("dialog", { name: "Please Email Us Directly" })).toBeVisible();
  await expect(page).toHaveURL("/contact");
});
