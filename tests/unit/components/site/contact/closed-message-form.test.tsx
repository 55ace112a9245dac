import { fireEvent, render, screen } from "@testing-library/react";
import { ClosedMessageForm } from "@/components/site/contact/closed-message-form";
import { contact } from "@/content/contact";

describe("ClosedMessageForm", () => {
  it("opens the Please Email Us Directly dialog when the form is submitted", () => {
    render(<ClosedMessageForm />);
    const form = screen.getByRole("group", { name: "Your message" }).closest("form");
    expect(form).not.toBeNull();

    const submitted = fireEvent.submit(form as HTMLFormElement);

    expect(submitted).toBe(false);
    expect(screen.getByRole("dialog", { name: contact.dialog.title })).toBeInTheDocument();
  });
});
