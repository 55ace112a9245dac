import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ForgotForm } from "@/app/(site)/login/forgot/forgot-form";
import type { ActionAnswer } from "@/lib/action/answer";

type Action = (previous: ActionAnswer, formData: FormData) => Promise<ActionAnswer>;
const requestPasswordReset = jest.fn<ReturnType<Action>, Parameters<Action>>();
jest.mock("@/app/(site)/login/forgot/actions", () => ({
  requestPasswordReset: (previous: ActionAnswer, formData: FormData) =>
    requestPasswordReset(previous, formData),
}));

const SENT =
  "If this address belongs to a staff account, a link to choose a new password is on its way.";

async function ask(email: string) {
  const user = userEvent.setup();
  render(<ForgotForm />);
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.click(screen.getByRole("button", { name: "Send reset link" }));
}

beforeEach(() => requestPasswordReset.mockReset());

describe("ForgotForm", () => {
  it("asks with a required e-mail field and links back to the sign-in page", () => {
    render(<ForgotForm />);
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("E-mail")).toBeRequired();
    expect(screen.getByRole("link", { name: "Back to sign-in" })).toHaveAttribute("href", "/login");
  });

  it("announces the neutral answer", async () => {
    requestPasswordReset.mockResolvedValue({
      status: "done",
      message: SENT,
      values: { email: "a@example.com" },
    });
    await ask("a@example.com");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SENT));
    expect(requestPasswordReset.mock.calls[0]?.[1].get("email")).toBe("a@example.com");
    expect(screen.queryByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows a refusal beside the field, tied to it", async () => {
    requestPasswordReset.mockResolvedValue({
      status: "refused",
      message: "Too many attempts. Please try again later.",
      values: { email: "a@b.example" },
    });
    await ask("a@b.example");
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Too many attempts. Please try again later.",
      ),
    );
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Too many attempts. Please try again later.",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
