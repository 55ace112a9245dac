import { announcementRoute } from "@/app/(site)/_routes/announcement-route";

// Rendered per request, as a venture's page is: app/(site)/ventures/[slug]/page.tsx says why.
export const dynamic = "force-dynamic";

export const generateMetadata = announcementRoute.generateMetadata;

export default announcementRoute.Page;
