-- The app's own database role, portal_app: it owns nothing and holds only the grants below, so
-- the app's connection (DATABASE_URL) can no longer alter, disable or drop what it writes to,
-- the activity log's triggers included. Migrations keep running as the owner (postgres).
--
-- The role is created without LOGIN: on a real project an operator gives it a password
-- (docs/supabase.md, "A real project's database"); the local stack lets it log in by itself.
-- BYPASSRLS: row level security here is for the REST API's roles; the app is bounded by its
-- grants instead (Supabase lets postgres create such roles, as its Prisma guide does).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
END
$$;

GRANT USAGE ON SCHEMA public, app_private TO portal_app;

-- Site content: drafts and published rows are edited; their history only grows.
GRANT SELECT, INSERT, UPDATE, DELETE
  ON public.ventures, public.announcements, public.jobs, public.careers, public.site_bar,
    public.site_notice
  TO portal_app;
GRANT SELECT, INSERT ON public.content_history TO portal_app;
GRANT USAGE ON SEQUENCE public.content_history_id_seq TO portal_app;

-- The activity log: appended to and read, never changed (no UPDATE, DELETE or TRUNCATE).
GRANT SELECT, INSERT ON public.activity_events TO portal_app;
GRANT USAGE ON SEQUENCE public.activity_events_id_seq TO portal_app;

-- The sign-in limits' counters and the sessions' last activity.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA app_private TO portal_app;

-- Tables, sequences and functions that later migrations create in public and app_private (as
-- the owner, who runs them) reach the app without a GRANT of their own. TRUNCATE, REFERENCES
-- and TRIGGER are never granted; a table that must not be changed (like the activity log)
-- revokes UPDATE and DELETE from portal_app in the migration that creates it.
ALTER DEFAULT PRIVILEGES IN SCHEMA public, app_private
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public, app_private
  GRANT USAGE, SELECT ON SEQUENCES TO portal_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public, app_private
  GRANT EXECUTE ON FUNCTIONS TO portal_app;

-- The e-mail of whoever last changed an item, for the content tools. The auth service owns
-- auth.users; this view (the owner's) shows the app those two columns and nothing else, and is
-- read only to it. app_private is not exposed by the REST API.
CREATE VIEW app_private.user_emails AS SELECT id, email FROM auth.users;
REVOKE ALL ON app_private.user_emails FROM PUBLIC, anon, authenticated, portal_app;
GRANT SELECT ON app_private.user_emails TO portal_app;

-- Supabase's linter (function_search_path_mutable): the trigger function resolves no name, and
-- now cannot be made to resolve one through a caller's search_path either.
ALTER FUNCTION public.refuse_activity_change() SET search_path = '';
