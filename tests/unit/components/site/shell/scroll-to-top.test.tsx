import { render } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { ScrollToTop } from "@/components/site/shell/scroll-to-top";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

const pathname = jest.mocked(usePathname);

describe("ScrollToTop", () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => {});
    window.location.hash = "";
  });
  afterEach(() => scrollTo.mockRestore());

  function navigate(from: string, to: string) {
    pathname.mockReturnValue(from);
    const { rerender } = render(<ScrollToTop />);
    pathname.mockReturnValue(to);
    rerender(<ScrollToTop />);
  }

  it("does not scroll on first render", () => {
    pathname.mockReturnValue("/about");
    render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the top when another section opens", () => {
    navigate("/about", "/careers");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("leaves the page in place when a venture modal opens over home", () => {
    navigate("/", "/ventures/ledgerline");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the page in place when the URL has a hash", () => {
    window.location.hash = "#values";
    navigate("/careers", "/about");
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
