import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageSearch } from "@/components/portal/page-search";
import type { Role } from "@/lib/auth/roles";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function setup(role: Role = "admin") {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <PageSearch role={role} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { user, box: screen.getByRole("combobox", { name: "Search pages" }) };
}

describe("PageSearch", () => {
  afterEach(() => {
    jest.useRealTimers();
    push.mockReset();
  });

  it("shows up to three matches, ranked, and announces how many", async () => {
    const { user, box } = setup();
    await user.type(box, "man");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Manage User AccountsClient & Staff",
      "API ManagementE-Management",
      "Server ManagementE-Management",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("3 pages found");
  });

  it("finds only the pages the user's role opens", async () => {
    const { user, box } = setup("editor");
    await user.type(box, "user");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("says so when nothing matches", async () => {
    const { user, box } = setup();
    await user.type(box, "zebra");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("No page matches “zebra”.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 pages found");
  });

  it("is driven by the keyboard alone: Ctrl+K, arrows, Enter", async () => {
    const { user, box } = setup();
    await user.keyboard("{Control>}k{/Control}");
    expect(box).toHaveFocus();
    await user.keyboard("cal");
    await user.keyboard("{ArrowDown}");
    const [first] = screen.getAllByRole("option");
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", first!.id);
    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledWith("/portal/calendar");
    expect(box).toHaveValue("");
  });

  it("wraps around with the arrows", async () => {
    const { user, box } = setup();
    await user.type(box, "man{ArrowUp}");
    expect(screen.getAllByRole("option")[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
  });

  it("closes on Escape, and a second Escape clears the box", async () => {
    const { user, box } = setup();
    await user.type(box, "man");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("man");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("opens a match on click", async () => {
    const { user, box } = setup();
    await user.type(box, "idea");
    await user.click(screen.getByRole("option", { name: /Idea Vault/ }));
    expect(push).toHaveBeenCalledWith("/portal/idea-vault");
  });

  it("closes 200 ms after the box loses focus", async () => {
    const { user, box } = setup();
    await user.type(box, "man");
    await user.tab();
    act(() => jest.advanceTimersByTime(199));
    expect(box).toHaveAttribute("aria-expanded", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
