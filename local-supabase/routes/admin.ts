import type { ServiceContext } from "../context";
import { parseGoDuration } from "../durations";
import { ApiError, sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalBoolean, optionalObject, optionalString, type JsonBody } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  updateUser,
  type UserChanges,
  type UserRow,
} from "../store/users";
import { mergeMetadata, userJson } from "../user-json";
import { checkPassword, hashPassword, isBcryptHash, isUuid, normaliseEmail } from "../validation";

function banUntil(duration: string | undefined): Date | null | undefined {
  if (duration === undefined) return undefined;
  if (duration === "none") return null;
  const ms = parseGoDuration(duration);
  if (ms === undefined || ms < 0) {
    throw validationFailed(`invalid format for ban duration: ${duration}`);
  }
  // GoTrue's `User.Ban`: a zero duration lifts the ban.
  return ms === 0 ? null : new Date(Date.now() + ms);
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
  return hashPassword(password);
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
  if (encryptedPassword !== undefined) changes.encrypted_password = encryptedPassword;
  const bannedUntil = banUntil(optionalString(params, "ban_duration"));
  if (bannedUntil !== undefined) changes.banned_until = bannedUntil;
  const emailConfirm = optionalBoolean(params, "email_confirm");
  if (emailConfirm !== undefined) {
    changes.email_confirmed_at = emailConfirm ? (user.email_confirmed_at ?? new Date()) : null;
  }
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
      await tx.query("UPDATE auth.users SET email = $2 WHERE id = $1", [user.id, email]);
    }
    return updateUser(tx, user.id, changes);
  });
  sendJson(res, 200, userJson(updated));
}

/** The admin API: list, create, get, update (password, ban, metadata) and delete users. */
export const adminRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/users",
    async handle(request) {
      const { ctx, res, query } = request;
      const page = positiveInt(query.get("page"), 1);
      const perPage = positiveInt(query.get("per_page"), 50);
      const { users, total } = await listUsers(ctx.db, page, perPage);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const link = (p: number, rel: string) =>
        `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
      const links = [link(lastPage, "last")];
      if (page < lastPage) links.unshift(link(page + 1, "next"));
      res.setHeader("X-Total-Count", String(total));
      res.setHeader("Link", links.join(", "));
      sendJson(res, 200, { users: users.map(userJson), aud: "authenticated" });
    },
  },
  { method: "POST", path: "/admin/users", handle: createUser },
  {
    method: "GET",
    path: "/admin/users/:id",
    async handle(request) {
      sendJson(request.res, 200, userJson(await loadUser(request)));
    },
  },
  { method: "PUT", path: "/admin/users/:id", handle: changeUser },
  {
    method: "DELETE",
    path: "/admin/users/:id",
    async handle(request) {
      const user = await loadUser(request);
      await deleteUser(request.ctx.db, user.id);
      sendJson(request.res, 200, {});
    },
  },
];
