import { ventureRoute } from "@/app/(site)/_routes/venture-route";

// Rendered per request from the cached published list: Next 16 stores an ISR page's notFound()
// under its own path (.next/server/route-cache), so a prerendered route would keep a file and a
// memory entry for every unknown slug a visitor invents.
export const dynamic = "force-dynamic";

export const generateMetadata = ventureRoute.generateMetadata;

export default ventureRoute.Page;
