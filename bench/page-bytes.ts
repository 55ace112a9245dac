import { appUrl } from "./servers";

export type PageBytes = { path: string; htmlBytes: number; rscBytes: number };

async function bodyBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  // Uncompressed: what the server renders or reads and what the browser parses.
  const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  return (await response.arrayBuffer()).byteLength;
}

/** The bytes of a page's HTML and of its RSC payload (what a client-side navigation fetches). */
export async function measurePageBytes(path: string): Promise<PageBytes> {
  return {
    path,
    htmlBytes: await bodyBytes(`${appUrl}${path}`),
    rscBytes: await bodyBytes(`${appUrl}${path}`, { rsc: "1" }),
  };
}
