import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouteModal } from "@/components/site/common/route-modal";

const back = jest.fn();
let pathname = "/ventures/ledgerline";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ back }),
  usePathname: () => pathname,
}));

beforeEach(() => {
  back.mockClear();
  pathname = "/ventures/ledgerline";
});

function renderModal() {
  return render(
    <RouteModal title="Ledgerline">
      <p>The full report.</p>
    </RouteModal>,
  );
}

describe("RouteModal", () => {
  it("opens a dialog named by its title with the content inside", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "Ledgerline" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveTextContent("The full report.");
  });

  it("goes back in history when the close button is pressed", async () => {
    renderModal();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("goes back once when Escape closes the dialog", () => {
    renderModal();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("goes back only once however many close requests arrive", async () => {
    renderModal();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("shows nothing once a navigation leaves its route, without going back", () => {
    const { rerender } = renderModal();
    pathname = "/about";
    rerender(
      <RouteModal title="Ledgerline">
        <p>The full report.</p>
      </RouteModal>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(back).not.toHaveBeenCalled();
  });

  it("returns focus to the link for its route when it leaves", () => {
    const opener = document.createElement("a");
    opener.href = "/ventures/ledgerline";
    opener.setAttribute("href", "/ventures/ledgerline");
    opener.textContent = "Ledgerline";
    document.body.append(opener);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });

    const { unmount } = renderModal();
    unmount();

    expect(opener).toHaveFocus();
    opener.remove();
  });
});
