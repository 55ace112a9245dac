import type { ServiceContext } from "../context";
import { parseGoDuration } from "../durations";
import { ApiError, sendJson, unprocessable, validationFailed } from "../http/errors";
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  parseJsonBody,
  readRawBody,
  type JsonBody,
} from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  softDeleteUser,
  updateUser,
  type UserChanges,
  type UserRow,
} from "../store/users";
import { confirmEmail } from "../magic-links";
import { listFactors } from "../store/factors";
import { clearOneTimeTokens } from "../store/links";
import { deleteSessions } from "../store/sessions";
import { factorJson, mergeMetadata, obfuscated, userJson } from "../user-json";
import { removeFactor } from "./factors";
import { checkPassword, hashPassword, isBcryptHash, isUuid, normaliseEmail } from "../validation";

/** GoTrue's reading of `ban_duration`: "none" (or a zero duration) lifts the ban. */
function banUntil(duration: string | undefined): Date | null | undefined {
  if (!duration) return undefined;
  if (duration === "none") return null;
  const parsed = parseGoDuration(duration);
  if ("error" in parsed) {
    throw validationFailed(`invalid format for ban duration: ${parsed.error}`);
  }
  // GoTrue's `User.Ban`: a negative duration is kept, as a ban that has already run out.
  return parsed.ms === 0 ? null : new Date(Date.now() + parsed.ms);
}

async function passwordHashFrom(
  ctx: ServiceContext,
  params: JsonBody,
): Promise<string | undefined> {
  const password = optionalString(params, "password");
  const passwordHash = optionalString(params, "password_hash");
  if (password !== undefined && passwordHash !== undefined) {
    throw validationFailed("Only a password or a password hash should be provided");
  }
  if (passwordHash !== undefined) {
    if (!isBcryptHash(passwordHash)) throw validationFailed("Invalid password hash format");
    return passwordHash;
  }
  if (password === undefined) return undefined;
  checkPassword(ctx.config, password);
  return hashPassword(ctx.config, password);
}

async function loadUser({ ctx, params }: RouteRequest): Promise<UserRow> {
  const id = params.id ?? "";
  if (!isUuid(id)) throw new ApiError(404, "validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.db, id);
  if (!user) throw new ApiError(404, "user_not_found", "User not found");
  return user;
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1_000_000) {
    throw validationFailed("Bad Pagination Parameters");
  }
  return number;
}

async function createUser(request: RouteRequest): Promise<void> {
  const { ctx, res } = request;
  const params = await request.body();
  const rawEmail = optionalString(params, "email");
  if (optionalString(params, "phone")) {
    throw validationFailed("Phone users are not supported by the local service");
  }
  if (!rawEmail) throw validationFailed("Cannot create a user without either an email or phone");
  const email = normaliseEmail(rawEmail);
  const id = optionalString(params, "id");
  if (id !== undefined && !isUuid(id)) throw validationFailed("id must be an UUID");
  const encryptedPassword = (await passwordHashFrom(ctx, params)) ?? null;
  const emailConfirm = optionalBoolean(params, "email_confirm") ?? false;
  const userMetadata = optionalObject(params, "user_metadata") ?? {};
  const appMetadata = optionalObject(params, "app_metadata") ?? {};
  const role = optionalString(params, "role");
  const bannedUntil = banUntil(optionalString(params, "ban_duration"));
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw unprocessable(
        "email_exists",
        "A user with this email address has already been registered",
      );
    }
    if (id && (await findUserById(tx, id))) {
      throw unprocessable("user_already_exists", "User already exists");
    }
    return insertUser(tx, {
      id,
      email,
      encryptedPassword,
      emailConfirmed: emailConfirm,
      appMetadata: { ...appMetadata, provider: "email", providers: ["email"] },
      userMetadata: emailConfirm ? { ...userMetadata, email_verified: true } : userMetadata,
      role: role || undefined,
      bannedUntil,
    });
  });
  sendJson(res, 200, userJson(user));
}

async function changeUser(request: RouteRequest): Promise<void> {
  const { ctx, res } = request;
  const user = await loadUser(request);
  const params = await request.body();
  const changes: UserChanges = {};
  const encryptedPassword = await passwordHashFrom(ctx, params);
  if (encryptedPassword !== undefined) {
    changes.encrypted_password = encryptedPassword;
    changes.recovery_sent_at = null;
    changes.confirmation_sent_at = null;
  }
  const bannedUntil = banUntil(optionalString(params, "ban_duration"));
  if (bannedUntil !== undefined) changes.banned_until = bannedUntil;
  // As in GoTrue, `email_confirm: false` changes nothing: only an admin's true confirms.
  const emailConfirm = optionalBoolean(params, "email_confirm") ?? false;
  const userMetadata = optionalObject(params, "user_metadata");
  if (userMetadata)
    changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, userMetadata);
  const appMetadata = optionalObject(params, "app_metadata");
  if (appMetadata) changes.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, appMetadata);
  const role = optionalString(params, "role");
  if (role) changes.role = role;
  const rawEmail = optionalString(params, "email");
  // GoTrue treats an empty e-mail in an update as "unchanged".
  const email = rawEmail ? normaliseEmail(rawEmail) : undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    if (email !== undefined && email !== user.email) {
      if (await findUserByEmail(tx, email)) {
        throw unprocessable(
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      changes.email = email;
    }
    if (encryptedPassword !== undefined) {
      // GoTrue's `UpdatePassword` with no session: no link and no session survive a new password.
      await clearOneTimeTokens(tx, user.id);
      await deleteSessions(tx, user.id, "global", "");
    }
    const changed = await updateUser(tx, user.id, changes);
    return emailConfirm ? confirmEmail(tx, changed) : changed;
  });
  sendJson(res, 200, userJson(updated));
}

/** GoTrue's Link header: the request's own query with another page, keys sorted as Go encodes them. */
function pageLink(query: URLSearchParams, page: number, rel: string): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  params.sort();
  return `</admin/users?${params.toString()}>; rel="${rel}"`;
}

async function listPage(request: RouteRequest): Promise<void> {
  const { ctx, res, query } = request;
  const page = positiveInt(query.get("page"), 1);
  const perPage = positiveInt(query.get("per_page"), 50);
  const { users, total } = await listUsers(ctx.db, page, perPage);
  const lastPage = Math.ceil(total / perPage);
  const links = [pageLink(query, lastPage, "last")];
  if (page < lastPage) links.unshift(pageLink(query, page + 1, "next"));
  res.setHeader("X-Total-Count", String(total));
  res.setHeader("Link", links.join(", "));
  sendJson(res, 200, { users: users.map(userJson), aud: "authenticated" });
}

/**
 * DELETE /admin/users/:id: removes the user, or with `should_soft_delete` keeps the row with its
 * address scrambled, its password, metadata, links and sessions gone, as GoTrue does.
 */
async function removeUser(request: RouteRequest): Promise<void> {
  const { ctx, req, res } = request;
  const user = await loadUser(request);
  // GoTrue reads the body only when there is one, so a bare DELETE is a hard delete.
  const raw = await readRawBody(req);
  const params = raw.length > 0 ? parseJsonBody(raw) : {};
  const shouldSoftDelete = optionalBoolean(params, "should_soft_delete") ?? false;
  if (!shouldSoftDelete) {
    await deleteUser(ctx.db, user.id);
  } else if (!user.deleted_at) {
    const scrambled = obfuscated(user.id, user.email ?? "");
    await ctx.db.transaction((tx) => softDeleteUser(tx, user, scrambled));
  }
  sendJson(res, 200, {});
}

/**
 * The admin API: list, create, get, update (password, ban, metadata) and delete users; list and
 * delete their MFA factors. A new password ends every session and spends every link of the user.
 */
export const adminRoutes: Route[] = [
  { method: "GET", path: "/admin/users", handle: listPage },
  { method: "POST", path: "/admin/users", handle: createUser },
  {
    method: "GET",
    path: "/admin/users/:id",
    async handle(request) {
      sendJson(request.res, 200, userJson(await loadUser(request)));
    },
  },
  { method: "PUT", path: "/admin/users/:id", handle: changeUser },
  { method: "DELETE", path: "/admin/users/:id", handle: removeUser },
  {
    method: "GET",
    path: "/admin/users/:id/factors",
    async handle(request) {
      const user = await loadUser(request);
      sendJson(request.res, 200, (await listFactors(request.ctx.db, user.id)).map(factorJson));
    },
  },
  {
    method: "DELETE",
    path: "/admin/users/:id/factors/:factorId",
    async handle(request) {
      const user = await loadUser(request);
      const factor = await removeFactor(request.ctx, user.id, request.params.factorId);
      sendJson(request.res, 200, factorJson(factor));
    },
  },
];
