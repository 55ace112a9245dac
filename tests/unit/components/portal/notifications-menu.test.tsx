import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PortalMotion } from "@/components/portal/motion";
import { NotificationsMenu } from "@/components/portal/notifications-menu";
import { sampleNotifications } from "@/content/portal-dashboard";

const { items } = sampleNotifications;

describe("NotificationsMenu", () => {
  it("shows the unread count on the badge and in the button's name", () => {
    render(<NotificationsMenu unread={3} items={items} />);
    const button = screen.getByRole("button", { name: "Notifications, 3 unread" });
    expect(button).toHaveTextContent("3");
  });

  it("shows 9+ above nine, and no badge at zero", () => {
    const { rerender } = render(<NotificationsMenu unread={12} items={items} />);
    expect(screen.getByRole("button", { name: "Notifications, 12 unread" })).toHaveTextContent(
      "9+",
    );
    rerender(<NotificationsMenu unread={0} items={items} />);
    expect(screen.getByRole("button", { name: "Notifications" }).textContent).toBe("Notifications");
  });

  it("lists the three notifications and closes on Escape, focus back on the bell", async () => {
    const user = userEvent.setup();
    render(<NotificationsMenu unread={3} items={items} />, { wrapper: PortalMotion });
    const button = screen.getByRole("button", { name: /Notifications/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: "Notifications" });
    expect(panel.querySelectorAll("li")).toHaveLength(3);
    expect(panel).toHaveTextContent(items[0]!.title);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    render(
      <>
        <NotificationsMenu unread={3} items={items} />
        <p>elsewhere</p>
      </>,
      { wrapper: PortalMotion },
    );
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    await user.click(screen.getByText(items[1]!.title));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Notifications" })).toBeVisible(),
    );
    await user.click(screen.getByText("elsewhere"));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument(),
    );
  });
});
