import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActionAnswer } from "@/lib/action/answer";
import { LoginForm } from "@/app/(site)/login/login-form";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

type LoginAnswer = ActionAnswer<{ redirectTo: string }>;
type Action = (previous: LoginAnswer, formData: FormData) => Promise<LoginAnswer>;
const signInWithPassword = jest.fn<ReturnType<Action>, Parameters<Action>>();
const sendMagicLink = jest.fn<ReturnType<Action>, Parameters<Action>>();
jest.mock("@/app/(site)/login/actions", () => ({
  signInWithPassword: (previous: LoginAnswer, formData: FormData) =>
    signInWithPassword(previous, formData),
  sendMagicLink: (previous: LoginAnswer, formData: FormData) => sendMagicLink(previous, formData),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("E-mail"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  return user;
}

beforeEach(() => {
  replace.mockReset();
  signInWithPassword.mockReset();
  sendMagicLink.mockReset();
});

describe("LoginForm", () => {
  it("has a required e-mail field of e-mail type and a required password", () => {
    render(<LoginForm next="/portal" />);
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("E-mail")).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
  });

  it("keeps the button disabled until both fields are filled", async () => {
    render(<LoginForm next="/portal" />);
    const button = screen.getByRole("button", { name: "Sign In" });
    expect(button).toBeDisabled();
    await fillIn("staff@example.com", "");
    expect(button).toBeDisabled();
    await fillIn("", "secret-pass");
    expect(button).toBeEnabled();
  });

  it("disables everything and reads Authenticating... while submitting, then shows the error", async () => {
    const answer = deferred<LoginAnswer>();
    signInWithPassword.mockReturnValue(answer.promise);
    render(<LoginForm next="/portal" />);
    const user = await fillIn("staff@example.com", "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(screen.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    expect(screen.getByLabelText("E-mail")).toBeDisabled();
    expect(screen.getByLabelText("Password")).toBeDisabled();

    await act(async () =>
      answer.resolve({
        status: "refused",
        message: "Invalid e-mail or password.",
        values: { email: "staff@example.com" },
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid e-mail or password.");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(screen.getByLabelText("Password")).toBeEnabled();
  });

  it("sends the form with next and the enhanced flag, never reading a password back", async () => {
    signInWithPassword.mockResolvedValue({
      status: "refused",
      message: "x",
      values: { email: "a@b.co" },
    });
    render(<LoginForm next="/portal/vault" />);
    const user = await fillIn("a@b.co", "pw-123456");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const formData = signInWithPassword.mock.calls[0]?.[1];
    expect(formData?.get("next")).toBe("/portal/vault");
    expect(formData?.get("enhanced")).toBe("1");
    expect(formData?.get("password")).toBe("pw-123456");
  });

  it("announces success and replaces the history entry with the destination", async () => {
    signInWithPassword.mockResolvedValue({
      status: "done",
      message: "Login successful! Redirecting...",
      values: { email: "staff@example.com" },
      detail: { redirectTo: "/portal/finances" },
    });
    render(<LoginForm next="/portal/finances" />);
    const user = await fillIn("staff@example.com", "right-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Login successful! Redirecting...")).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith("/portal/finances");
  });

  it("links to the forgotten-password page right after the password", async () => {
    render(<LoginForm next="/portal" />);
    const link = screen.getByRole("link", { name: "Forgot password?" });
    expect(link).toHaveAttribute("href", "/login/forgot");
    const user = await fillIn("who@example.com", "");
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it("shows the expired-session notice on arrival", () => {
    render(<LoginForm next="/portal" notice="Your session has expired. Please sign in again." />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your session has expired. Please sign in again.",
    );
  });

  it("asks for a magic link and shows the neutral answer", async () => {
    sendMagicLink.mockResolvedValue({
      status: "done",
      message: "If this address belongs to a staff account, a link is on its way.",
      values: { email: "who@example.com" },
    });
    render(<LoginForm next="/portal" />);
    // jsdom ignores `formnovalidate`, so the required password is filled here; the end-to-end
    // test asks with the e-mail alone.
    const user = await fillIn("who@example.com", "unused");
    await user.click(screen.getByRole("button", { name: "Send me a magic link" }));

    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "If this address belongs to a staff account, a link is on its way.",
      ),
    );
    expect(sendMagicLink.mock.calls[0]?.[1].get("email")).toBe("who@example.com");
  });
});
