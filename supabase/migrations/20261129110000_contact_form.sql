-- The Contact Request tool's switch: whether /contact takes public messages, and the optional
-- message shown over the closed form. A content kind of one row like the site bar (a draft and
-- its published copy, lib/editor/kinds/contact-form.ts), closed by default, as the spec's page
-- is. Only the app's own connection reads it: the site reads it through its page cache.
CREATE TABLE public.contact_form (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stage text NOT NULL CHECK (stage IN ('draft', 'published')),
  open boolean NOT NULL DEFAULT false,
  closed_notice text NOT NULL DEFAULT '' CHECK (length(closed_notice) <= 200),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  PRIMARY KEY (id, stage),
  UNIQUE (stage)
);

INSERT INTO public.contact_form (stage, id)
SELECT stage.name, '00000000-0000-4000-8000-700000000001'::uuid
FROM (VALUES ('draft'), ('published')) AS stage (name);

ALTER TABLE public.contact_form ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.contact_form FROM PUBLIC, anon, authenticated, service_role;
GRANT SELECT, INSERT, UPDATE, DELETE ON public.contact_form TO portal_app;
CREATE POLICY "the app's own role" ON public.contact_form TO portal_app
  USING (true) WITH CHECK (true);
