import localFont from "next/font/local";

// Served from the npm package at build time: nothing is fetched from a font CDN.
export const mono = localFont({
  src: [
    {
      path: "../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2",
      weight: "100 800",
      style: "normal",
    },
  ],
  variable: "--font-jetbrains-mono",
  display: "swap",
  // Not preloaded: the text paints at once in the system's monospace font, and the 40 KB file
  // no longer competes with the stylesheet and the page for a slow connection's first moments.
  preload: false,
  // Until it arrives the text is in a real monospace face, so columns and the hero's typing
  // (0.6em per glyph) hold; the default size-adjusted Arial would be proportional.
  fallback: ["ui-monospace", "monospace"],
  adjustFontFallback: false,
});
