import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Sidebar } from "@/components/portal/sidebar";
import { site } from "@/content/site";
import type { Role } from "@/lib/auth/roles";

let pathname = "/portal/vault";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function renderSidebar(isInitiallyOpen = true, role: Role = "admin") {
  render(<Sidebar isInitiallyOpen={isInitiallyOpen} role={role} />);
  return within(screen.getByRole("navigation", { name: "Portal" }));
}

describe("Sidebar", () => {
  beforeEach(() => {
    pathname = "/portal/vault";
    document.cookie = "sidebar_state=; max-age=0; path=/";
  });

  it("opens the folder of the current page and marks the page", () => {
    const nav = renderSidebar();
    expect(nav.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "false");
    expect(nav.getByRole("link", { name: "FileVault" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Calendar" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["admin", true],
    ["editor", false],
    ["viewer", false],
  ] as const)("shows the account tools to admins only (%s)", async (role, isShown) => {
    const user = userEvent.setup();
    const nav = renderSidebar(true, role);
    await user.click(nav.getByRole("button", { name: "Client & Staff" }));
    expect(await nav.findByRole("link", { name: "Contact Book" })).toBeInTheDocument();
    for (const name of ["Add User", "Manage User Accounts"]) {
      expect(nav.queryByRole("link", { name }) !== null).toBe(isShown);
    }
  });

  it("renders a closed folder's items only once it opens, and keeps them after", async () => {
    const user = userEvent.setup();
    const nav = renderSidebar();
    const projects = document.getElementById("sidebar-folder-projects");
    expect(projects).toBeEmptyDOMElement();
    await user.click(nav.getByRole("button", { name: "Projects" }));
    expect(projects).not.toBeEmptyDOMElement();
    await user.click(nav.getByRole("button", { name: "Projects" }));
    expect(projects).not.toBeEmptyDOMElement();
  });

  it("keeps one top folder open at a time", async () => {
    const user = userEvent.setup();
    const nav = renderSidebar();
    await user.click(nav.getByRole("button", { name: "Projects" }));
    expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-expanded", "false");
    await user.click(nav.getByRole("button", { name: "Projects" }));
    expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the nested product group inside its top folder, by keyboard too", async () => {
    const user = userEvent.setup();
    const nav = renderSidebar();
    nav.getByRole("button", { name: "E-Management" }).focus();
    await user.keyboard("{Enter}");
    const group = nav.getByRole("button", { name: `${site.product} Home` });
    group.focus();
    await user.keyboard(" ");
    expect(group).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("button", { name: "E-Management" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const panel = document.getElementById(group.getAttribute("aria-controls") ?? "");
    expect(panel).not.toHaveAttribute("inert");
    expect(within(panel!).getByRole("link", { name: "Careers Manager" })).toHaveAttribute(
      "href",
      "/portal/site/careers",
    );
  });

  it("collapses to icons, remembering the choice in the sidebar_state cookie", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByRole("complementary")).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
    // The names stay as the links' accessible names while only icons show.
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("title", "Overview");
  });

  it("starts collapsed when the layout says so, and a folder press opens it again", async () => {
    const user = userEvent.setup();
    const nav = renderSidebar(false);
    expect(screen.getByRole("complementary")).toHaveAttribute("data-state", "collapsed");
    await user.click(nav.getByRole("button", { name: "Projects" }));
    expect(screen.getByRole("complementary")).toHaveAttribute("data-state", "open");
    expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "true");
  });

  it("opens as a drawer on small screens and closes on Escape, back to its button", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const open = screen.getByRole("button", { name: "Open navigation" });
    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Close navigation" })).toHaveFocus();
    const aside = screen.getByRole("complementary");
    // Back past the logo, the first control, Tab wraps to the drawer's last control.
    await user.keyboard("{Shift>}{Tab}{Tab}{/Shift}");
    expect(aside.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByRole("link", { name: /home|Silverline/ }));
    await user.keyboard("{Escape}");
    expect(open).toHaveAttribute("aria-expanded", "false");
    expect(open).toHaveFocus();
  });
});
