import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageSearch } from "@/components/portal/page-search";
import { Sidebar } from "@/components/portal/sidebar";
import { ToolPage } from "@/components/portal/tool-page";
import { requireRole, requireSignedIn } from "@/lib/auth/current-user";
import { twoStepPageOf } from "@/lib/auth/two-step";
import {
  breadcrumbOf,
  findLink,
  flattenLinks,
  navFor,
  placeTools,
  portalNav,
} from "@/lib/portal/nav";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools, portalToolPaths, type PortalTool } from "@/lib/portal/tools";

// A tool that exists only in this test: what one entry in `portalTools` gives for free.
jest.mock("@/lib/portal/tools", () => {
  const actual = jest.requireActual<typeof import("@/lib/portal/tools")>("@/lib/portal/tools");
  const gadgets: PortalTool = {
    path: "/portal/gadgets",
    title: "Gadget Workshop",
    icon: "Wrench",
    folder: "projects",
    role: "editor",
    twoStep: "staff-page",
    width: "wide",
  };
  return { ...actual, portalTools: { ...actual.portalTools, gadgets } };
});
const { gadgets: gadgetTool } = portalTools as typeof portalTools & { gadgets: PortalTool };
jest.mock("server-only", () => ({}));
jest.mock("@/lib/auth/current-user", () => ({
  requireRole: jest.fn(),
  requireSignedIn: jest.fn(),
}));
jest.mock("next/navigation", () => ({
  usePathname: () => "/portal/gadgets",
  useRouter: () => ({ push: jest.fn() }),
}));

const staff = { id: "u1", email: "me@example.com", role: "editor", expiresAt: 0 } as const;

describe("a portal tool's entry", () => {
  beforeEach(() => jest.resetAllMocks());

  it("puts the tool in its folder of the sidebar, for the roles it opens to", () => {
    render(<Sidebar isInitiallyOpen role="editor" />);
    const nav = within(screen.getByRole("navigation", { name: "Portal" }));
    expect(nav.getByRole("link", { name: "Gadget Workshop" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(nav.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "true");
    expect(findLink(navFor(portalNav, "viewer"), gadgetTool.path)).toBeUndefined();
  });

  it("lets the page search find it", async () => {
    const user = userEvent.setup();
    render(<PageSearch role="editor" />);
    await user.type(screen.getByRole("combobox", { name: "Search pages" }), "gadget");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Gadget WorkshopProjects",
    ]);
  });

  it("gives its frame the breadcrumb of its folder and its width", () => {
    const { container } = render(<ToolPage tool={gadgetTool}>body</ToolPage>);
    expect(screen.getByText("Portal / Projects")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Gadget Workshop" })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass("max-w-6xl");
  });

  it("is guarded by its role, coming back to the tool or to the item asked for", async () => {
    jest.mocked(requireRole).mockResolvedValue(staff);
    await expect(requireTool(gadgetTool)).resolves.toBe(staff);
    expect(requireRole).toHaveBeenCalledWith("editor", "/portal/gadgets");
    await requireTool(gadgetTool, "/portal/gadgets/42");
    expect(requireRole).toHaveBeenLastCalledWith("editor", "/portal/gadgets/42");
    expect(requireSignedIn).not.toHaveBeenCalled();
  });
});

describe("the portal's tools", () => {
  beforeEach(() => jest.resetAllMocks());

  it("name each admin tool's folder in its breadcrumb, and only Portal for the account page", () => {
    for (const tool of [portalTools.addUser, portalTools.manageUsers, portalTools.activity]) {
      expect(breadcrumbOf(portalNav, tool.path)).toEqual(["Portal", "Client & Staff"]);
    }
    expect(breadcrumbOf(portalNav, portalTools.ventures.path)).toEqual([
      "Portal",
      "E-Management",
      "SV Web Home",
    ]);
    expect(breadcrumbOf(portalNav, portalTools.account.path)).toEqual(["Portal"]);
  });

  it("ask for the second step under REQUIRE_TWO_STEP=admins exactly on the admin tools", () => {
    for (const tool of Object.values(portalTools) as PortalTool[]) {
      if (tool.twoStep === "enrolment") continue;
      expect([tool.path, tool.twoStep]).toEqual([tool.path, twoStepPageOf(tool.role)]);
    }
  });

  it("keep the product's order in Client & Staff, where the tree names their places", () => {
    const clientStaff = flattenLinks(portalNav).filter(
      (link) => link.trail[0] === "Client & Staff",
    );
    expect(clientStaff.map((link) => link.name)).toEqual([
      "Contact Book",
      "Add User",
      "Manage User Accounts",
      "Messages",
      "Invoicing",
      "Mass Email",
      "Activity",
    ]);
  });

  it("join a folder at the place it names, else after its links, and never another folder", () => {
    const tool = (path: string, folder: string): PortalTool => ({
      ...portalTools.addUser,
      path,
      title: path,
      folder,
    });
    const tree = [
      {
        id: "a",
        name: "A",
        icon: "Users",
        children: [
          { name: "First", path: "/portal/first", icon: "Link" },
          { tool: "/portal/placed" },
          { tool: "/portal/elsewhere" },
          { name: "Last", path: "/portal/last", icon: "Link" },
        ],
      },
    ] as const;
    const tools = [
      tool("/portal/appended", "a"),
      tool("/portal/placed", "a"),
      tool("/portal/elsewhere", "b"),
    ];
    expect(flattenLinks(placeTools(tree, tools)).map((link) => link.path)).toEqual([
      "/portal/first",
      "/portal/placed",
      "/portal/last",
      "/portal/appended",
    ]);
  });

  it("sit in folders the sidebar has, unique by path", () => {
    const tools = Object.values(portalTools) as PortalTool[];
    for (const tool of tools.filter((each) => each.folder !== null)) {
      expect(findLink(portalNav, tool.path)?.name).toBe(tool.title);
    }
    expect(new Set(portalToolPaths).size).toBe(portalToolPaths.length);
  });

  it("open the account page to anyone signed in, whatever two-step asks", async () => {
    jest.mocked(requireSignedIn).mockResolvedValue(staff);
    await expect(requireTool(portalTools.account)).resolves.toBe(staff);
    expect(requireSignedIn).toHaveBeenCalledWith("/portal/account");
    expect(requireRole).not.toHaveBeenCalled();
  });
});
