-- When each staff session was last seen, so the app can end a session that sat unused past the
-- inactivity limit even if a client kept its cookies (the cookie's lifetime is only the
-- browser's promise). Server-only: Supabase's API does not expose this schema, and its roles
-- have no rights in it.
CREATE SCHEMA IF NOT EXISTS app_private;
REVOKE ALL ON SCHEMA app_private FROM PUBLIC, anon, authenticated;

CREATE TABLE app_private.session_activity (
  session_id uuid PRIMARY KEY,
  last_active_at timestamptz NOT NULL
);

-- The sweep deletes by age.
CREATE INDEX session_activity_last_active_at ON app_private.session_activity (last_active_at);

ALTER TABLE app_private.session_activity ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON app_private.session_activity FROM PUBLIC, anon, authenticated;
