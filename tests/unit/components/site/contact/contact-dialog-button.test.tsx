import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactDialogButton } from "@/components/site/contact/contact-dialog-button";

function renderButton() {
  render(
    <ContactDialogButton
      email="hello@example.com"
      title="Please Email Us Directly"
      body="The form is being integrated with our back-end systems."
    />,
  );
}

describe("ContactDialogButton", () => {
  it("opens the dialog with its title, text and e-mail link", async () => {
    const user = userEvent.setup();
    renderButton();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send a message" }));

    const dialog = screen.getByRole("dialog", { name: "Please Email Us Directly" });
    expect(dialog).toHaveTextContent("back-end systems");
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
  });

  it("closes with the Close button", async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Send a message" }));

    await user.click(screen.getByRole("button", { name: "Close" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
