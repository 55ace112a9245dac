import { randomUUID } from "node:crypto";
import { ApiError, forbidden, sendJson, validationFailed } from "../http/errors";
import { optionalString } from "../http/request";
import type { Route } from "../http/route";
import { sha256Hex } from "../hashing";
import { errorRedirect, PKCE_PREFIX, spendLink, tokenHashOf, withParams } from "../magic-links";
import { resolveRedirect } from "../redirects";
import { startSession } from "../sessions";
import { findNewestFlowState, issueAuthCode } from "../store/links";
import { normaliseEmail } from "../validation";

const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email_change", "email"];

// GoTrue's `validatePhone`: E.164 once a leading "+" and spaces are dropped.
function checkPhone(phone: string): void {
  if (!/^[1-9][0-9]{1,14}$/.test(phone.replace(/^\+/, "").replaceAll(" ", ""))) {
    throw validationFailed("Invalid phone number format (E.164 required)");
  }
}

function checkVerifyType(type: string | undefined | null): string {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (!VERIFY_TYPES.includes(type)) throw validationFailed("Unsupported verification type");
  return type;
}

/** GET /verify (the link) and POST /verify (token hash, or e-mail and code). */
export const verifyRoutes: Route[] = [
  {
    method: "GET",
    path: "/verify",
    isOpen: true,
    limit: "verify",
    async handle({ ctx, req, res, query }) {
      const type = checkVerifyType(query.get("type"));
      const token = query.get("token");
      if (!token) throw validationFailed("Verify requires a token or a token hash");
      const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));
      const isPkce = token.startsWith(PKCE_PREFIX);
      let location: string;
      try {
        if (isPkce && type === "email") {
          throw validationFailed("Unsupported verification type for PKCE links");
        }
        location = await ctx.db.transaction(async (tx) => {
          const user = await spendLink(
            ctx,
            tx,
            { type, hashes: [token] },
            "Email link is invalid or has expired",
          );
          if (!isPkce) {
            const session = await startSession(ctx, tx, user, "otp");
            return withParams(redirectTo, {
              access_token: session.access_token,
              expires_at: String(session.expires_at),
              expires_in: String(session.expires_in),
              refresh_token: session.refresh_token,
              sb: "",
              token_type: "bearer",
              type,
            });
          }
          // The flow state of the link's own kind: a recovery link's is "recovery", as in GoTrue.
          const flow = await findNewestFlowState(tx, user.id, type);
          if (!flow) {
            throw new ApiError(404, "flow_state_not_found", "no valid flow state found for user");
          }
          const code = randomUUID();
          await issueAuthCode(tx, flow.id, sha256Hex(code));
          const url = new URL(redirectTo);
          url.searchParams.set("code", code);
          return url.toString();
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        location = errorRedirect(redirectTo, error, isPkce);
      }
      res.statusCode = 303;
      res.setHeader("Location", location);
      res.end();
    },
  },
  {
    method: "POST",
    path: "/verify",
    limit: "verify",
    async handle({ ctx, res, body }) {
      const params = await body();
      const type = optionalString(params, "type");
      if (!type) throw validationFailed("Verify requires a verification type");
      const tokenHash = optionalString(params, "token_hash");
      const email = optionalString(params, "email");
      const token = optionalString(params, "token");
      const phone = optionalString(params, "phone");
      if (!token === !tokenHash) {
        throw validationFailed("Verify requires either a token or a token hash");
      }
      let hashes: string[];
      let address: string | undefined;
      if (tokenHash) {
        if (email || phone || optionalString(params, "redirect_to")) {
          throw validationFailed("Only the token_hash and type should be provided");
        }
        hashes = [tokenHash];
      } else if (phone && !email) {
        checkPhone(phone);
        // Phone sign-in is off, so no user has a phone and no code can match, as in GoTrue.
        throw forbidden("otp_expired", "Token has expired or is invalid");
      } else if (email && !phone) {
        address = normaliseEmail(email);
        const hash = tokenHashOf(address, (token ?? "").trim());
        hashes = [hash, PKCE_PREFIX + hash];
      } else {
        throw validationFailed(
          "Only an email address or phone number should be provided on verify",
        );
      }
      checkVerifyType(type);
      const session = await ctx.db.transaction(async (tx) => {
        // GoTrue words it as for a link when a token hash is given (`verifyTokenHash`).
        const expired = tokenHash
          ? "Email link is invalid or has expired"
          : "Token has expired or is invalid";
        const user = await spendLink(ctx, tx, { type, hashes, email: address }, expired);
        return startSession(ctx, tx, user, "otp");
      });
      sendJson(res, 200, session);
    },
  },
];
