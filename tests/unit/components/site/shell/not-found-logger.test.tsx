import { render } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { NotFoundLogger } from "@/components/site/shell/not-found-logger";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

describe("NotFoundLogger", () => {
  it("logs a console error naming the missing path", () => {
    jest.mocked(usePathname).mockReturnValue("/no-such-page");
    const error = jest.spyOn(console, "error").mockImplementation(() => {});

    render(<NotFoundLogger />);

    expect(error).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"));
    error.mockRestore();
  });
});
