import { linkify, type ParagraphPart } from "@/lib/linkify";

const links = (parts: ParagraphPart[]) =>
  parts.filter((part) => part.kind === "link").map((part) => part.text);

describe("linkify", () => {
  it("returns one text part when there is no address", () => {
    expect(linkify("No links here, just prose.")).toEqual([
      { kind: "text", text: "No links here, just prose.", start: 0 },
    ]);
  });

  it("returns nothing for an empty paragraph", () => {
    expect(linkify("")).toEqual([]);
  });

  it("splits text around a link and keeps every character", () => {
    const text = "Docs live at https://docs.example.com/guide today.";
    const parts = linkify(text);
    expect(parts).toEqual([
      { kind: "text", text: "Docs live at ", start: 0 },
      {
        kind: "link",
        text: "https://docs.example.com/guide",
        start: 13,
        href: "https://docs.example.com/guide",
      },
      { kind: "text", text: " today.", start: 43 },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    for (const part of parts) expect(text.slice(part.start).startsWith(part.text)).toBe(true);
  });

  it.each([".", ",", ";", ":", "!", "?"])("leaves a trailing %s out of the address", (mark) => {
    expect(links(linkify(`See https://example.com/a${mark} Then more.`))).toEqual([
      "https://example.com/a",
    ]);
  });

  it("keeps punctuation inside the address", () => {
    expect(links(linkify("Go to https://example.com/a.b?x=1,2&y=3#top."))).toEqual([
      "https://example.com/a.b?x=1,2&y=3#top",
    ]);
  });

  it("leaves a closing parenthesis that wraps the address out of it", () => {
    expect(links(linkify("(see https://example.com/page)"))).toEqual(["https://example.com/page"]);
    expect(links(linkify("(see https://example.com/page).")).at(0)).toBe(
      "https://example.com/page",
    );
  });

  it("keeps balanced parentheses that belong to the address", () => {
    expect(links(linkify("Read https://en.wikipedia.org/wiki/Ledger_(accounting)."))).toEqual([
      "https://en.wikipedia.org/wiki/Ledger_(accounting)",
    ]);
  });

  it("finds several addresses in order", () => {
    expect(
      links(linkify("Try http://one.example, https://two.example/x and https://three.example!")),
    ).toEqual(["http://one.example", "https://two.example/x", "https://three.example"]);
  });

  it("links http and https only", () => {
    const text =
      "Never javascript:alert(1) nor data:text/html,hi nor ftp://files.example nor mailto:a@b.co.";
    expect(linkify(text)).toEqual([{ kind: "text", text, start: 0 }]);
  });

  it("does not link a scheme without a host", () => {
    expect(links(linkify("Broken https:// and https://."))).toEqual([]);
  });

  it("gives a normalised href", () => {
    expect(linkify("HTTPS://Example.COM")).toEqual([
      { kind: "link", text: "HTTPS://Example.COM", start: 0, href: "https://example.com/" },
    ]);
  });
});
