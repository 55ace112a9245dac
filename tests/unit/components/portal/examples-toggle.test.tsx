import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ExamplesToggle } from "@/components/portal/examples-toggle";

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = render(
    <ExamplesToggle>
      <p>Revenue sample</p>
    </ExamplesToggle>,
  );
  const state = () => container.firstElementChild?.getAttribute("data-state");
  return { user, state };
}

describe("ExamplesToggle", () => {
  afterEach(() => jest.useRealTimers());

  it("starts with an inert, blurred preview under the archived notice", () => {
    const { state } = setup();
    expect(state()).toBe("hidden");
    expect(screen.getByText("Default configuration archived")).toBeInTheDocument();
    expect(screen.getByText("Revenue sample").parentElement).toHaveAttribute("inert");
    expect(screen.queryByRole("button", { name: "Hide Examples" })).not.toBeInTheDocument();
  });

  it("leaves the samples out of the server's render, under the notice, until the page runs", () => {
    const html = renderToString(
      <ExamplesToggle>
        <p>Revenue sample</p>
      </ExamplesToggle>,
    );
    expect(html).toContain("Default configuration archived");
    expect(html).not.toContain("Revenue sample");
  });

  it("reveals in 500 ms and hides in 300 ms, focus following the buttons", async () => {
    const { user, state } = setup();
    await user.click(screen.getByRole("button", { name: "Show Examples" }));
    expect(state()).toBe("revealing");
    expect(screen.getByText("Revenue sample").parentElement).not.toHaveAttribute("inert");
    const hide = screen.getByRole("button", { name: "Hide Examples" });
    expect(hide).toHaveFocus();
    act(() => jest.advanceTimersByTime(499));
    expect(state()).toBe("revealing");
    act(() => jest.advanceTimersByTime(1));
    expect(state()).toBe("shown");

    await user.click(hide);
    expect(state()).toBe("hiding");
    expect(screen.getByRole("button", { name: "Show Examples" })).toHaveFocus();
    act(() => jest.advanceTimersByTime(299));
    expect(state()).toBe("hiding");
    act(() => jest.advanceTimersByTime(1));
    expect(state()).toBe("hidden");
  });
});
