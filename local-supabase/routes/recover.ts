import { validationFailed } from "../http/errors";
import { optionalString } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { answerLinkRequest, pkceChallengeOf } from "../link-mail";
import { findUserByEmail } from "../store/users";

/**
 * POST /recover, as GoTrue's `Recover`: a known address (confirmed or not) gets the password
 * recovery mail, an unknown one the same empty 200 and no mail.
 */
async function requestRecovery(request: RouteRequest): Promise<void> {
  const params = await request.body();
  const rawEmail = optionalString(params, "email");
  if (!rawEmail) throw validationFailed("Password recovery requires an email");
  const link = { type: "recovery" as const, rawEmail, pkce: pkceChallengeOf(params) };
  await answerLinkRequest(request, link, (tx, email) => findUserByEmail(tx, email));
}

export const recoverRoutes: Route[] = [
  { method: "POST", path: "/recover", limit: "otp", handle: requestRecovery },
];
