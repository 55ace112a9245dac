import { sha256Hex } from "../hashing";
import { sendJson, unprocessable } from "../http/errors";
import { optionalObject, optionalString } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { takeEmailBudget } from "../link-mail";
import type { LinkMail } from "../mail";
import { newCode, templateLink, tokenHashOf, tokenKindOf } from "../magic-links";
import { resolveRedirect } from "../redirects";
import { replaceOneTimeToken } from "../store/links";
import { findUserByEmail, insertUser, updateUser } from "../store/users";
import { userJson } from "../user-json";
import { normaliseEmail } from "../validation";

/**
 * POST /invite, GoTrue's `Invite`: creates an unconfirmed user (metadata = `data`) or, for an
 * unconfirmed one, sends again with a new link (the old one stops working); a confirmed address
 * is 422 `email_exists`. No per-address resend window applies, only the e-mail budget.
 */
async function invite(request: RouteRequest): Promise<void> {
  const { ctx, req, res, query } = request;
  const params = await request.body();
  const email = normaliseEmail(optionalString(params, "email"));
  const data = optionalObject(params, "data") ?? {};
  const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));
  const { user, mail } = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      throw unprocessable(
        "email_exists",
        "A user with this email address has already been registered",
      );
    }
    const invited =
      existing ??
      (await insertUser(tx, {
        email,
        encryptedPassword: null,
        emailConfirmed: false,
        appMetadata: { provider: "email", providers: ["email"] },
        userMetadata: data,
      }));
    takeEmailBudget(ctx);
    const code = newCode();
    const tokenHash = tokenHashOf(email, code);
    await replaceOneTimeToken(tx, invited.id, tokenKindOf("invite"), sha256Hex(tokenHash));
    const now = new Date();
    const sent = await updateUser(tx, invited.id, { invited_at: now, confirmation_sent_at: now });
    const link = templateLink(ctx, ctx.config.inviteUrl, {
      type: "invite",
      email,
      code,
      tokenHash,
      redirectTo,
    });
    const mail: LinkMail = {
      type: "invite",
      to: email,
      link,
      token: code,
      siteUrl: ctx.config.siteUrl,
    };
    return { user: sent, mail };
  });
  ctx.mailer.queueLinkMail(mail);
  sendJson(res, 200, userJson(user));
}

export const inviteRoutes: Route[] = [
  { method: "POST", path: "/invite", requiresAdmin: true, handle: invite },
];
