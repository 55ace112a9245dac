/** `start` is the part's offset in the paragraph: unique, so it can key rendered parts. */
export type TextPart = { kind: "text"; text: string; start: number };
export type LinkPart = { kind: "link"; text: string; start: number; href: string };
export type ParagraphPart = TextPart | LinkPart;

const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = ".,;:!?*";
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation and unbalanced closing brackets from the end of a URL candidate. */
function trimCandidate(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? "";
    const opener = CLOSERS[last];
    if (last !== "" && TRAILING_PUNCTUATION.includes(last)) url = url.slice(0, -1);
    else if (opener && count(url, opener) < count(url, last)) url = url.slice(0, -1);
    else return url;
  }
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits prose into text and link parts, in order. Only absolute http(s) addresses become links;
 * punctuation ending a sentence and unbalanced closing brackets stay text. Joining every part's
 * `text` gives back the input unchanged.
 */
export function linkify(paragraph: string): ParagraphPart[] {
  const parts: ParagraphPart[] = [];
  let cursor = 0;
  const pushText = (text: string) => {
    if (text !== "") parts.push({ kind: "text", text, start: cursor });
  };

  for (const match of paragraph.matchAll(CANDIDATE)) {
    const url = trimCandidate(match[0]);
    if (!isWebUrl(url)) continue;
    pushText(paragraph.slice(cursor, match.index));
    parts.push({ kind: "link", text: url, start: match.index, href: new URL(url).href });
    cursor = match.index + url.length;
  }
  pushText(paragraph.slice(cursor));
  return parts;
}
