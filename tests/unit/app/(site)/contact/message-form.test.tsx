import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActionAnswer } from "@/lib/action/answer";
import type { ContactFormProof } from "@/lib/contact/receive";
import { MessageForm } from "@/app/(site)/contact/message-form";

type Answer = ActionAnswer<ContactFormProof | null>;
type Action = (previous: Answer, formData: FormData) => Promise<Answer>;
const sendContactMessage = jest.fn<ReturnType<Action>, Parameters<Action>>();
jest.mock("@/app/(site)/contact/actions", () => ({
  sendContactMessage: (previous: Answer, formData: FormData) =>
    sendContactMessage(previous, formData),
}));

// The proof of work is altcha-lib's (its own tests, and the e2e's real posts): here only when.
const solveProof = jest.fn<Promise<string | null>, [unknown]>();
jest.mock("@/lib/contact/solve-proof", () => ({
  solveProof: (challenge: unknown) => solveProof(challenge),
}));

const challenge = { parameters: { nonce: "n" } } as unknown as ContactFormProof["challenge"];
const fetchToken = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const typed = {
  Name: "Ada Lovelace",
  Email: "ada@example.com",
  Subject: "A venture",
  Message: "We would like to talk about a venture of ours.",
};

async function fillIn() {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

/** The form's fields as the action received them. */
function sent(call = 0): Record<string, string> {
  const formData = sendContactMessage.mock.calls[call]![1];
  return Object.fromEntries([...formData.entries()].map(([name, value]) => [name, String(value)]));
}

beforeEach(() => {
  sendContactMessage.mockReset();
  solveProof.mockReset();
  fetchToken.mockReset();
  // jsdom has no Response: the form reads only these two.
  fetchToken.mockResolvedValue({
    ok: true,
    json: async () => ({ formToken: "token-1", challenge }),
  } as Response);
  global.fetch = fetchToken as typeof fetch;
});

describe("MessageForm", () => {
  it("fetches a form token and solves its challenge while the visitor types, and sends both with what was typed", async () => {
    solveProof.mockResolvedValue("proof-1");
    sendContactMessage.mockResolvedValue({ status: "done", message: "Received." });
    render(<MessageForm />);
    const user = await fillIn();
    await waitFor(() => expect(solveProof).toHaveBeenCalledWith(challenge));

    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(1));
    expect(fetchToken).toHaveBeenCalledWith("/contact/form-token", { cache: "no-store" });
    expect(sent()).toMatchObject({
      name: typed.Name,
      email: typed.Email,
      subject: typed.Subject,
      message: typed.Message,
      form_token: "token-1",
      altcha: "proof-1",
      website: "",
    });
  });

  it("holds a Send pressed before the challenge is solved, then sends with the solution", async () => {
    const solution = deferred<string | null>();
    solveProof.mockReturnValue(solution.promise);
    sendContactMessage.mockResolvedValue({ status: "done", message: "Received." });
    render(<MessageForm />);
    const user = await fillIn();
    await waitFor(() => expect(solveProof).toHaveBeenCalled());

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sendContactMessage).not.toHaveBeenCalled();

    await act(async () => solution.resolve("proof-late"));
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ form_token: "token-1", altcha: "proof-late" });
  });

  it("keeps everything typed when the message is refused, and says why beside the field", async () => {
    solveProof.mockResolvedValue("proof-1");
    sendContactMessage.mockResolvedValue({
      status: "invalid",
      message: "Please check the highlighted fields.",
      fieldErrors: { message: ["Please write at least 10 characters."] },
      values: {
        name: typed.Name,
        email: typed.Email,
        subject: typed.Subject,
        message: typed.Message,
      },
      detail: { formToken: "token-2", challenge },
    });
    render(<MessageForm />);
    const user = await fillIn();
    await waitFor(() => expect(solveProof).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Please check the highlighted fields.")).toBeInTheDocument();
    for (const [label, value] of Object.entries(typed)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      "Please write at least 10 characters.",
    );
  });

  it("empties the form once the message is received, and sends the next with the answer's fresh token", async () => {
    solveProof.mockResolvedValueOnce("proof-1").mockResolvedValueOnce("proof-2");
    sendContactMessage.mockResolvedValue({
      status: "done",
      message: "Thank you: your message was received.",
      detail: { formToken: "token-2", challenge },
    });
    render(<MessageForm />);
    const user = await fillIn();
    await waitFor(() => expect(solveProof).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Thank you: your message was received.")).toBeInTheDocument();
    for (const label of Object.keys(typed)) expect(screen.getByLabelText(label)).toHaveValue("");
    await waitFor(() => expect(solveProof).toHaveBeenCalledTimes(2));

    await fillIn();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(2));
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(sent(1)).toMatchObject({ form_token: "token-2", altcha: "proof-2" });
  });

  it("still sends what was typed when no token could be fetched, for the server to answer", async () => {
    fetchToken.mockRejectedValue(new TypeError("Failed to fetch"));
    sendContactMessage.mockResolvedValue({
      status: "refused",
      message: "Please press Send again.",
    });
    render(<MessageForm />);
    const user = await fillIn();

    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(1));
    expect(solveProof).not.toHaveBeenCalled();
    expect(sent()).toMatchObject({ message: typed.Message, form_token: "", altcha: "" });
    expect(await screen.findByText("Please press Send again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue(typed.Message);
  });
});
