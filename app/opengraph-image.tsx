import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The link-preview card, rendered once at build time. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: "#000",
        color: "#00ff41",
        fontSize: 40,
      }}
    >
      <div style={{ display: "flex", color: "#00cc33", fontSize: 32 }}>$ whoami</div>
      <div style={{ display: "flex", fontSize: 88, fontWeight: 700, marginTop: 24 }}>
        {site.name}
      </div>
      <div style={{ display: "flex", marginTop: 24, color: "#00cc33" }}>
        {site.tagline}
        <span style={{ marginLeft: 12, width: 24, height: 44, background: "#00ff41" }} />
      </div>
    </div>,
    size,
  );
}
