import { isProduction } from "@/lib/server-env";
import { compileSiteStylesheet } from "@/lib/site-stylesheet/build";

// Compiled once at build time and served as a file; `next dev` compiles it on each request, so a
// page reload shows an edited class.
export const dynamic = "force-static";

export async function GET(): Promise<Response> {
  return new Response(await compileSiteStylesheet(), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      // A build's pages link it by its content hash, so a browser keeps it like Next's own files.
      "Cache-Control": isProduction() ? "public, max-age=31536000, immutable" : "no-store",
    },
  });
}
