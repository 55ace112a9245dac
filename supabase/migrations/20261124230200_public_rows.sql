-- The REST API's roles (the publishable key is public) see what a visitor of the site sees and
-- nothing more: the columns the public pages show (no stage, version, edit times or the staff
-- id that made the change), a site bar only while it is switched on and inside its window, and
-- a site notice only while it is switched on.

DO $$
DECLARE
  grant_row record;
BEGIN
  FOR grant_row IN SELECT * FROM (VALUES
    ('ventures', 'slug, position, title, command, preview, report'),
    ('announcements', 'slug, date, title, category, summary, article'),
    ('jobs', 'slug, position, title, location, type, salary_min, salary_max, currency, summary, '
      'requirements, responsibilities, apply_email'),
    ('careers', 'benefits, culture'),
    ('site_bar', 'text, link_url, starts_at, ends_at'),
    ('site_notice', 'title, body, notice_version')
  ) AS public_columns (content_table, columns)
  LOOP
    EXECUTE format('REVOKE ALL ON TABLE public.%I FROM anon, authenticated',
      grant_row.content_table);
    EXECUTE format('GRANT SELECT (%s) ON TABLE public.%I TO anon, authenticated',
      grant_row.columns, grant_row.content_table);
  END LOOP;
END
$$;

DROP POLICY "published rows are public" ON public.site_bar;
CREATE POLICY "the showing site bar is public" ON public.site_bar FOR SELECT TO anon, authenticated
  USING (stage = 'published' AND enabled AND (starts_at IS NULL OR starts_at <= now())
    AND (ends_at IS NULL OR ends_at > now()));

DROP POLICY "published rows are public" ON public.site_notice;
CREATE POLICY "the showing site notice is public" ON public.site_notice FOR SELECT
  TO anon, authenticated
  USING (stage = 'published' AND enabled);
