import { inboxQueryOf, inboxSearch, replyHref } from "@/lib/contact/inbox";

describe("the inbox's query", () => {
  it("reads its filters and page from the URL, anything unknown as none", () => {
    expect(inboxQueryOf({ q: " ada ", status: "replied", page: "3" })).toEqual({
      query: "ada",
      status: "replied",
      page: 3,
    });
    expect(inboxQueryOf({ q: ["", "x"], status: "spam", page: "-1" })).toEqual({
      query: null,
      status: null,
      page: 1,
    });
    expect(inboxQueryOf({ page: "1e3" }).page).toBe(1);
  });

  it("writes back only what is set", () => {
    expect(inboxSearch({ query: "a&b", status: "new", page: 2 })).toBe(
      "?q=a%26b&status=new&page=2",
    );
    expect(inboxSearch({ query: null, status: null, page: 1 })).toBe("");
  });
});

describe("replyHref", () => {
  const message = {
    name: "Ada",
    email: "ada@example.com",
    subject: "Engines",
    message: "First line\nSecond line",
    receivedAt: new Date("2026-11-29T10:20:30Z"),
  };

  it("writes to the sender with Re: and the message quoted", () => {
    const url = new URL(replyHref(message));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("ada@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: Engines");
    expect(url.searchParams.get("body")).toBe(
      "\n\nOn 2026-11-29 10:20 UTC, Ada wrote:\n> First line\n> Second line\n",
    );
  });

  it("adds no second Re: and cuts a long quote", () => {
    const url = new URL(
      replyHref({ ...message, subject: "RE: Engines", message: "x".repeat(4000) }),
    );
    expect(url.searchParams.get("subject")).toBe("RE: Engines");
    expect(url.searchParams.get("body")!.length).toBeLessThan(1600);
  });
});
