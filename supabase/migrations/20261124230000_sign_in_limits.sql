-- Sign-in limits shared by every instance of the app (lib/auth/limit-store.ts): fixed-window
-- counters, and which addresses failed a password for which account. Keys hold hashes and
-- addresses, never an e-mail. The schema is not one Supabase's REST API exposes, and the API
-- roles get nothing in it: only the app's own connection (DATABASE_URL) reads or writes here.
CREATE SCHEMA IF NOT EXISTS app_private;
REVOKE ALL ON SCHEMA app_private FROM PUBLIC, anon, authenticated;

CREATE TABLE app_private.sign_in_counters (
  key text PRIMARY KEY CHECK (length(key) <= 200),
  count integer NOT NULL CHECK (count > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_counters_expires_at ON app_private.sign_in_counters (expires_at);

CREATE TABLE app_private.sign_in_failures (
  account text NOT NULL CHECK (length(account) <= 100),
  address text NOT NULL CHECK (length(address) <= 100),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_failures_expires_at ON app_private.sign_in_failures (expires_at);

REVOKE ALL ON ALL TABLES IN SCHEMA app_private FROM PUBLIC, anon, authenticated;
