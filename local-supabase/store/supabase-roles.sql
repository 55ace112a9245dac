-- A new cluster shaped like a Supabase project's database, run once as the bootstrap superuser
-- (supabase_admin) right after initdb. Written from Supabase's documented roles and privileges
-- ("Postgres Roles", "Securing your API", "Hardening the Data API"): what a migration meets on a
-- real project, so that what would fail on `supabase db push` fails here too.
--
-- Not reproduced: supautils (the platform's reserved-role rules), pg_graphql, pg_net, pgsodium,
-- Storage and Realtime.

-- `postgres` is the role migrations and the dashboard use. It is NOT a superuser: it cannot write
-- to the auth schema, create event triggers or change the bootstrap roles.
CREATE ROLE postgres LOGIN CREATEDB CREATEROLE REPLICATION BYPASSRLS PASSWORD 'postgres';
ALTER DATABASE postgres OWNER TO postgres;
ALTER ROLE postgres SET search_path = "$user", public, extensions;

-- The Data API's roles: PostgREST logs in as authenticator and switches to one of them per
-- request, after the key or the user's JWT.
CREATE ROLE anon NOLOGIN INHERIT;
CREATE ROLE authenticated NOLOGIN INHERIT;
CREATE ROLE service_role NOLOGIN INHERIT BYPASSRLS;
CREATE ROLE authenticator LOGIN NOINHERIT PASSWORD 'postgres';
GRANT anon, authenticated, service_role TO authenticator;
GRANT anon, authenticated, service_role TO postgres;
GRANT pg_read_all_data, pg_signal_backend, pg_monitor TO postgres;
ALTER ROLE anon SET statement_timeout = '3s';
ALTER ROLE authenticated SET statement_timeout = '8s';
ALTER ROLE authenticator SET statement_timeout = '8s';
ALTER ROLE authenticator SET lock_timeout = '8s';

-- The auth service (GoTrue) owns the auth schema and connects as this role.
CREATE ROLE supabase_auth_admin LOGIN NOINHERIT CREATEROLE PASSWORD 'postgres';
ALTER ROLE supabase_auth_admin SET search_path = auth;
ALTER ROLE supabase_auth_admin SET idle_in_transaction_session_timeout = '60s';

-- Every table, sequence and function that postgres (or supabase_admin) creates in public is
-- open to the API roles unless a migration revokes it: the platform's default privileges.
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public
  GRANT ALL ON TABLES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public
  GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public
  GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public
  GRANT ALL ON TABLES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public
  GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public
  GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;

-- Extensions live in their own schema, on everyone's search path.
CREATE SCHEMA extensions AUTHORIZATION postgres;
GRANT USAGE ON SCHEMA extensions TO anon, authenticated, service_role;
CREATE EXTENSION pgcrypto WITH SCHEMA extensions;
CREATE EXTENSION "uuid-ossp" WITH SCHEMA extensions;
ALTER DATABASE postgres SET search_path = "$user", public, extensions;

-- The auth schema and the helpers that policies call. They read the request's JWT as PostgREST
-- sets it (request.jwt.claims), and the older single-claim settings.
CREATE SCHEMA auth AUTHORIZATION supabase_auth_admin;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role, postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_auth_admin IN SCHEMA auth GRANT SELECT ON TABLES TO postgres;

SET ROLE supabase_auth_admin;

CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

CREATE FUNCTION auth.email() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;

RESET ROLE;
