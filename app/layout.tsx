import type { Metadata, Viewport } from "next";
import { site } from "@/content/site";
import { FirstPaintStylesheet } from "@/components/site/shell/first-paint-stylesheet";
import { siteStylesheetVersion } from "@/lib/server-env";
import { siteStylesheetHref } from "@/lib/site-stylesheet/link";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} · ${site.tagline}`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#000000",
  colorScheme: "dark",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const version = siteStylesheetVersion();
  const href = siteStylesheetHref(version);
  return (
    <html lang="en">
      <head>
        {/* `next dev` compiles the stylesheet on each request and links it whole. */}
        {!version && <link rel="stylesheet" href={href} precedence="site" />}
      </head>
      <body className="min-h-dvh">
        {version && <FirstPaintStylesheet href={href} />}
        {children}
      </body>
    </html>
  );
}
