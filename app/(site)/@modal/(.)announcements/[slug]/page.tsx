import { announcementRoute } from "@/app/(site)/_routes/announcement-route";

// Per request, as the page it opens over: an unknown slug must leave no ISR entry behind.
export const dynamic = "force-dynamic";

export default announcementRoute.Modal;
