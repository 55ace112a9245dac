-- Schema of the local auth service. Column names follow Supabase's auth schema where they
-- overlap, so that users can be copied into a Supabase project (bcrypt hashes included).
-- Idempotent: applied at every start, as the auth schema's owner (supabase-roles.sql makes both).

CREATE TABLE IF NOT EXISTS auth.users (
  id uuid PRIMARY KEY,
  aud text NOT NULL DEFAULT 'authenticated',
  role text NOT NULL DEFAULT 'authenticated',
  email text UNIQUE,
  encrypted_password text,
  email_confirmed_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  raw_user_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  banned_until timestamptz,
  email_identity_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Columns added after the first release: a data folder made before them gains them at start.
ALTER TABLE auth.users ADD COLUMN IF NOT EXISTS invited_at timestamptz;
ALTER TABLE auth.users ADD COLUMN IF NOT EXISTS confirmation_sent_at timestamptz;
ALTER TABLE auth.users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;

CREATE TABLE IF NOT EXISTS auth.sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1',
  amr jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON auth.sessions (user_id);

-- token_hash is SHA-256 of the token; the token itself is never stored.
CREATE TABLE IF NOT EXISTS auth.refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
  counter integer NOT NULL,
  parent_hash text,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, counter)
);

-- token_hash is SHA-256 of the link's token hash, so a copy of the database opens no link.
CREATE TABLE IF NOT EXISTS auth.one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS one_time_tokens_user_id_idx ON auth.one_time_tokens (user_id);

-- PKCE flow state; auth_code_hash is SHA-256 of the code, set when the link is followed.
CREATE TABLE IF NOT EXISTS auth.flow_state (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  code_challenge_method text NOT NULL,
  authentication_method text NOT NULL,
  auth_code_hash text UNIQUE,
  auth_code_issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS flow_state_user_id_idx ON auth.flow_state (user_id);

-- The factor a session's second step used (GoTrue's sessions.factor_id), so that removing the
-- factor takes those sessions back to aal1.
ALTER TABLE auth.sessions ADD COLUMN IF NOT EXISTS factor_id uuid;

-- MFA factors as in Supabase. `secret` is the TOTP secret encrypted as GoTrue's database
-- encryption writes it (AES-256-GCM, a key derived per factor from the data folder's key), never
-- the secret itself.
CREATE TABLE IF NOT EXISTS auth.mfa_factors (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL,
  status text NOT NULL,
  secret text,
  phone text,
  last_challenged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mfa_factors_user_id_idx ON auth.mfa_factors (user_id);

CREATE TABLE IF NOT EXISTS auth.mfa_challenges (
  id uuid PRIMARY KEY,
  factor_id uuid NOT NULL REFERENCES auth.mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz,
  ip_address inet NOT NULL
);
CREATE INDEX IF NOT EXISTS mfa_challenges_factor_id_idx ON auth.mfa_challenges (factor_id);
