import type { Metadata, Viewport } from "next";
import { site } from "@/content/site";
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
  return (
    <html lang="en">
      <head>
        {/* The public stylesheet, from the address each page's `Link` header preloads. Its
            precedence goes first, so the portal's stylesheet (a superset) follows it. */}
        <link
          rel="stylesheet"
          href={siteStylesheetHref(siteStylesheetVersion())}
          precedence="site"
        />
      </head>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
