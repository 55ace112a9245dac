import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { usePathname } from "next/navigation";
import { MobileMenu } from "@/components/site/shell/mobile-menu";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

const pathname = jest.mocked(usePathname);

const items = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
];

describe("MobileMenu", () => {
  beforeEach(() => pathname.mockReturnValue("/about"));
  afterEach(() => {
    document.cookie = "sv-signed-in=; max-age=0";
  });

  it("starts closed, with the toggle pointing at the hidden menu", () => {
    render(<MobileMenu items={items} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? "")).not.toBeVisible();
    expect(screen.queryByRole("link", { name: "About" })).not.toBeInTheDocument();
  });

  it("opens on the toggle and shows every item, marking the current page", async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));

    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBeVisible();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      ">Home",
      ">About",
      ">Login",
    ]);
    expect(screen.getByRole("link", { name: /About/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: /Home/ })).not.toHaveAttribute("aria-current");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    screen.getByRole("link", { name: /Login/ }).focus();

    await user.keyboard("{Escape}");

    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is clicked", async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: /Home/ }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside the menu", async () => {
    const user = userEvent.setup();
    render(
      <>
        <MobileMenu items={items} />
        <p>Page content</p>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByText("Page content"));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the route changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));

    pathname.mockReturnValue("/");
    rerender(<MobileMenu items={items} />);

    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes again on a second press of the toggle", async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("ends with Login for visitors and Dashboard for signed-in staff", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("link", { name: /Login/ })).toHaveAttribute("href", "/login");
    unmount();

    document.cookie = "sv-signed-in=1";
    render(<MobileMenu items={items} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("link", { name: /Dashboard/ })).toHaveAttribute("href", "/portal");
    expect(screen.queryByRole("link", { name: /Login/ })).not.toBeInTheDocument();
  });
});
