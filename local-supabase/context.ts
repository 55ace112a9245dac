import type { AuthConfig } from "./config";
import type { ServiceSecrets } from "./keys";
import type { Mailer } from "./mail";
import type { RateLimiter } from "./rate-limit";
import type { Db } from "./store/db";
import type { TokenService } from "./tokens";

/** Everything a route needs, built once at start. */
export type ServiceContext = {
  db: Db;
  config: AuthConfig;
  secrets: ServiceSecrets;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Public URL of the auth API, e.g. http://127.0.0.1:54321/auth/v1. */
  externalUrl: string;
};
