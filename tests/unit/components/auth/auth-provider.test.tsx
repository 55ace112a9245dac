import { act, render, screen } from "@testing-library/react";
import { AuthProvider, useAuth } from "@/components/auth/auth-provider";
import { SessionAlert } from "@/components/auth/session-alert";
import { SIGN_OUT_SIGNAL_KEY } from "@/lib/auth/events";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const nowSeconds = () => Math.floor(Date.now() / 1000);
const user = (expiresIn: number) => ({
  id: "0b0e8d52-0000-4000-8000-000000000001",
  email: "staff@example.com",
  role: "editor" as const,
  expiresAt: nowSeconds() + expiresIn,
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  document.dispatchEvent(new Event("visibilitychange"));
}

const fetchMock = jest.fn();

/** The part of a fetch Response the provider reads (jsdom has no Response). */
function reply(body: unknown, status = 200) {
  return { status, ok: status < 300, json: async () => body };
}

beforeEach(() => {
  jest.useFakeTimers();
  replace.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  setVisibility("visible");
});

afterEach(() => jest.useRealTimers());

describe("useAuth", () => {
  it("throws outside an AuthProvider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<SessionAlert />)).toThrow("useAuth must be used within an AuthProvider");
  });
});

describe("AuthProvider keep-alive", () => {
  it("asks the server at every tick, however far the token is from expiry", async () => {
    fetchMock.mockResolvedValue(reply({ user: user(3600) }));
    render(
      <AuthProvider>
        <SessionAlert />
      </AuthProvider>,
    );
    await act(async () => {});
    // The page was just rendered from a checked session.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledWith(
      "/auth/session",
      expect.objectContaining({ method: "POST" }),
    );
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("stops while the page is hidden and catches up when it is shown", async () => {
    fetchMock.mockResolvedValue(reply({ user: user(3600) }));
    setVisibility("hidden");
    render(
      <AuthProvider>
        <SessionAlert />
      </AuthProvider>,
    );
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => setVisibility("visible"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the user to sign-in with expired=1 at the tick after the session is gone", async () => {
    fetchMock.mockResolvedValue(reply({ user: null }, 401));
    window.history.pushState({}, "", "/portal/vault");
    render(
      <AuthProvider>
        <SessionAlert />
      </AuthProvider>,
    );
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(replace).toHaveBeenCalledWith("/login?next=%2Fportal%2Fvault&expired=1");
  });
});

describe("AuthProvider when the server cannot be reached", () => {
  it("alerts after the retries fail, and clears the alert after a refresh", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AuthProvider>
        <SessionAlert />
      </AuthProvider>,
    );
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    await act(async () => jest.advanceTimersByTimeAsync(40_000));
    expect(screen.getByRole("alert")).toHaveTextContent("could not be refreshed");

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(reply({ user: user(3600) }));
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});

describe("AuthProvider across tabs", () => {
  it("follows a sign-out announced by another tab", () => {
    render(
      <AuthProvider>
        <SessionAlert />
      </AuthProvider>,
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: SIGN_OUT_SIGNAL_KEY, newValue: String(Date.now()) }),
      );
    });
    expect(replace).toHaveBeenCalledWith("/login");
  });

  it("signs out on the server first, then tells the other tabs and goes to sign-in", async () => {
    fetchMock.mockResolvedValue(reply(null, 303));
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    function SignOutProbe() {
      const { signOut } = useAuth();
      return (
        <button type="button" onClick={() => void signOut()}>
          Sign Out
        </button>
      );
    }
    render(
      <AuthProvider>
        <SignOutProbe />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole("button", { name: "Sign Out" }).click());

    expect(fetchMock).toHaveBeenCalledWith(
      "/auth/sign-out",
      expect.objectContaining({ method: "POST" }),
    );
    expect(setItem).toHaveBeenCalledWith(SIGN_OUT_SIGNAL_KEY, expect.any(String));
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(
      setItem.mock.invocationCallOrder[0] ?? 0,
    );
    expect(replace).toHaveBeenCalledWith("/login");
  });
});
