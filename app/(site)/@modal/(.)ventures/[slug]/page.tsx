import { ventureRoute } from "@/app/(site)/_routes/venture-route";

// Per request, as the page it opens over: an unknown slug must leave no ISR entry behind.
export const dynamic = "force-dynamic";

export default ventureRoute.Modal;
