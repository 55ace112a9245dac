-- The password step of an invitation or a reset (lib/auth/password-step.ts): the session that an
-- invitation or reset link started just now, and which of the two. Only that session reaches
-- /auth/set-password, once: a client cannot claim the step, it can only hold the session. Server
-- only, as the other app_private tables: the API roles get nothing here.
CREATE SCHEMA IF NOT EXISTS app_private;
REVOKE ALL ON SCHEMA app_private FROM PUBLIC, anon, authenticated;

CREATE TABLE app_private.password_steps (
  session_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invite', 'recovery')),
  started_at timestamptz NOT NULL
);

-- The sweep deletes by age.
CREATE INDEX password_steps_started_at ON app_private.password_steps (started_at);

ALTER TABLE app_private.password_steps ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON app_private.password_steps FROM PUBLIC, anon, authenticated;
