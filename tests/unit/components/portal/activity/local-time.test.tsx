import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LocalTime } from "@/components/portal/activity/local-time";

const ISO = "2026-11-25T06:07:08.000Z";

describe("LocalTime", () => {
  it("renders UTC on the server, where the reader's time zone is unknown", () => {
    expect(renderToString(<LocalTime iso={ISO} />)).toContain("2026-11-25 06:07 UTC");
  });

  it("shows the browser's local time, the instant kept in dateTime", () => {
    render(<LocalTime iso={ISO} />);
    const time = screen.getByText(/2026/);
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", ISO);
    expect(time).toHaveTextContent(new Date(ISO).toLocaleString(undefined, { year: "numeric" }));
    expect(time).not.toHaveTextContent("2026-11-25 06:07 UTC");
  });
});
