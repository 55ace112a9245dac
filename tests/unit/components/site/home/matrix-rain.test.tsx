import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MatrixRain, RAIN_SETTLE_MS } from "@/components/site/home/matrix-rain";

// The fallback for a missing requestIdleCallback, then the settle time, with room to spare.
const START = { timeout: RAIN_SETTLE_MS + 2000 };

function fakeContext() {
  return {
    fillRect: jest.fn(),
    fillText: jest.fn(),
  } as unknown as CanvasRenderingContext2D;
}

function stubBrowser({ prefersReducedMotion }: { prefersReducedMotion: boolean }) {
  const context = fakeContext();
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as never);
  jest.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(320);
  jest.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(240);
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: prefersReducedMotion && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  const observer = () => ({ observe: jest.fn(), disconnect: jest.fn() });
  window.ResizeObserver = jest.fn().mockImplementation(observer);
  window.IntersectionObserver = jest.fn().mockImplementation(observer);
  const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockReturnValue(1);
  const cancelFrame = jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => {});
  return { context, requestFrame, cancelFrame };
}

afterEach(() => jest.restoreAllMocks());

describe("MatrixRain", () => {
  it("renders a canvas hidden from assistive technology", () => {
    stubBrowser({ prefersReducedMotion: false });
    const { container } = render(<MatrixRain />);
    expect(container.querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws nothing until the loaded page is idle", () => {
    const { context, requestFrame } = stubBrowser({ prefersReducedMotion: false });
    render(<MatrixRain />);
    expect(context.fillText).not.toHaveBeenCalled();
    expect(requestFrame).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });

  it("animates by default and the button pauses and resumes it", async () => {
    const { requestFrame, cancelFrame } = stubBrowser({ prefersReducedMotion: false });
    render(<MatrixRain />);
    await waitFor(() => expect(requestFrame).toHaveBeenCalled(), START);

    await userEvent.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(cancelFrame).toHaveBeenCalled();
    requestFrame.mockClear();

    await userEvent.click(screen.getByRole("button", { name: "Play animation" }));
    expect(requestFrame).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });

  it("draws one still frame and does not animate under reduced motion", async () => {
    const { context, requestFrame } = stubBrowser({ prefersReducedMotion: true });
    render(<MatrixRain />);
    await waitFor(() => expect(context.fillText).toHaveBeenCalled(), START);
    expect(requestFrame).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play animation" })).toBeInTheDocument();
  });

  it("stops animating when unmounted", async () => {
    const { requestFrame, cancelFrame } = stubBrowser({ prefersReducedMotion: false });
    const { unmount } = render(<MatrixRain />);
    await waitFor(() => expect(requestFrame).toHaveBeenCalled(), START);
    cancelFrame.mockClear();
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
  });
});
