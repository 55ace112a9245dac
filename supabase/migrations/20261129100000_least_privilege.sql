-- Least privilege on a Supabase project.
--
-- The app's role no longer bypasses row level security: it reaches each table through a policy
-- of its own, bounded by the grants of migration app_role (the activity log: SELECT and INSERT
-- only). A table added later is out of the app's reach until its migration adds such a policy.
ALTER ROLE portal_app NOBYPASSRLS;

DO $$
DECLARE
  app_table text;
BEGIN
  FOREACH app_table IN ARRAY ARRAY[
    'public.ventures', 'public.announcements', 'public.jobs', 'public.careers',
    'public.site_bar', 'public.site_notice', 'public.content_history', 'public.activity_events',
    'app_private.session_activity', 'app_private.password_steps'
  ] LOOP
    EXECUTE format(
      'CREATE POLICY "the app''s own role" ON %s TO portal_app USING (true) WITH CHECK (true)',
      app_table
    );
  END LOOP;
END
$$;

-- The secret key (service_role) reaches public through the Data API with every right Supabase's
-- default privileges gave it: it could rewrite content, read drafts and history, or append forged
-- activity events. The app never uses it for data: revoke it all, now and for later tables.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM service_role;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM service_role;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON FUNCTIONS FROM service_role;
