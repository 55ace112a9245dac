-- Site content edited from the portal. Every table holds one row per item and stage: the
-- 'draft' row is what editors change, the 'published' row (when there is one) is what the
-- public site shows. `version` counts every change of an item, for optimistic concurrency.

-- Supabase's API roles exist on every Supabase project; create them where they do not (PGlite,
-- a bare Postgres), so the grants and policies below mean the same everywhere.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'service_role') THEN
    CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
END
$$;

CREATE TABLE public.ventures (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer NOT NULL,
  title text NOT NULL,
  command text NOT NULL,
  preview text NOT NULL,
  report text[] NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage, slug)
);

CREATE TABLE public.announcements (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  date date NOT NULL,
  title text NOT NULL,
  category text NOT NULL,
  summary text NOT NULL,
  article text[] NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage, slug)
);

CREATE TABLE public.jobs (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer NOT NULL,
  title text NOT NULL,
  location text NOT NULL,
  type text NOT NULL CHECK (type IN ('Full-time', 'Part-time', 'Contract')),
  salary_min integer NOT NULL CHECK (salary_min >= 0),
  salary_max integer NOT NULL,
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  summary text NOT NULL,
  requirements text[] NOT NULL,
  responsibilities text[] NOT NULL,
  apply_email text NOT NULL CHECK (apply_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage, slug),
  CHECK (salary_min <= salary_max)
);

-- Single-row tables: one draft and at most one published row each.
CREATE TABLE public.careers (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  benefits text[] NOT NULL,
  culture text[] NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage)
);

CREATE TABLE public.site_bar (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  text text NOT NULL,
  link_url text CHECK (link_url ~ '^(https?://|mailto:)'),
  enabled boolean NOT NULL DEFAULT false,
  starts_at timestamptz,
  ends_at timestamptz,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage),
  CHECK (NOT enabled OR text <> ''),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

-- notice_version changes when visitors should see the notice again; version counts edits.
CREATE TABLE public.site_notice (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  title text NOT NULL,
  body text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  notice_version integer NOT NULL DEFAULT 1 CHECK (notice_version > 0),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage),
  CHECK (NOT enabled OR (title <> '' AND body <> ''))
);

-- Every change of every item: who (the verified user id), when, and the item before and after.
CREATE TABLE public.content_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  item_id uuid NOT NULL,
  action text NOT NULL,
  actor uuid,
  at timestamptz NOT NULL DEFAULT now(),
  before jsonb,
  after jsonb
);
CREATE INDEX content_history_item_idx ON public.content_history (kind, item_id, at DESC);

-- The REST API's roles (the publishable key is public) read published rows and nothing else;
-- the app reads and writes as the database owner through DATABASE_URL.
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['ventures', 'announcements', 'jobs', 'careers', 'site_bar',
    'site_notice']
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', content_table);
    EXECUTE format('REVOKE ALL ON TABLE public.%I FROM anon, authenticated', content_table);
    EXECUTE format('GRANT SELECT ON TABLE public.%I TO anon, authenticated', content_table);
    EXECUTE format(
      'CREATE POLICY "published rows are public" ON public.%I FOR SELECT TO anon, authenticated '
      'USING (stage = ''published'')', content_table);
  END LOOP;
END
$$;

ALTER TABLE public.content_history ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.content_history FROM anon, authenticated;
REVOKE ALL ON SEQUENCE public.content_history_id_seq FROM anon, authenticated;
