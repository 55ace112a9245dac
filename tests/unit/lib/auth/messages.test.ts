import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import {
  authMessages,
  loginErrorMessage,
  linkRequestMessage,
  passwordSignInMessage,
} from "@/lib/auth/messages";

const apiError = (status: number, code: string) => new AuthApiError(code, status, code);

describe("passwordSignInMessage", () => {
  it.each([
    ["invalid_credentials", 400],
    ["email_not_confirmed", 400],
    ["user_banned", 403],
    ["validation_failed", 400],
  ])("says the same for %s", (code, status) => {
    expect(passwordSignInMessage(apiError(status, code))).toBe(authMessages.invalidCredentials);
  });

  it("asks to try later when rate limited", () => {
    expect(passwordSignInMessage(apiError(429, "over_request_rate_limit"))).toBe(
      authMessages.tooManyAttempts,
    );
  });

  it("reports an outage as such", () => {
    expect(passwordSignInMessage(new AuthRetryableFetchError("down", 0))).toBe(
      authMessages.unavailable,
    );
    expect(passwordSignInMessage(apiError(503, "unexpected_failure"))).toBe(
      authMessages.unavailable,
    );
    expect(passwordSignInMessage(new TypeError("fetch failed"))).toBe(authMessages.unavailable);
  });
});

describe("linkRequestMessage", () => {
  it.each([[null], [apiError(422, "otp_disabled")], [apiError(429, "over_email_send_rate_limit")]])(
    "gives the same neutral answer for %p",
    (error) => {
      expect(linkRequestMessage(error, authMessages.linkSent)).toEqual({
        ok: true,
        message: authMessages.linkSent,
      });
      expect(linkRequestMessage(error, authMessages.resetLinkSent)).toEqual({
        ok: true,
        message: authMessages.resetLinkSent,
      });
    },
  );

  it("asks to try later when this visitor sends too many requests", () => {
    expect(
      linkRequestMessage(apiError(429, "over_request_rate_limit"), authMessages.linkSent),
    ).toEqual({
      ok: false,
      message: authMessages.tooManyAttempts,
    });
  });

  it("reports an outage as such", () => {
    expect(
      linkRequestMessage(new AuthRetryableFetchError("down", 503), authMessages.linkSent),
    ).toEqual({
      ok: false,
      message: authMessages.unavailable,
    });
  });
});

describe("loginErrorMessage", () => {
  it("names the message of a known code", () => {
    expect(loginErrorMessage("link_invalid")).toBe(authMessages.linkInvalid);
  });

  it.each(["toString", "constructor", "__proto__", "hasOwnProperty", "", undefined])(
    "ignores %p, which only the prototype knows",
    (code) => {
      expect(loginErrorMessage(code)).toBeUndefined();
    },
  );
});
