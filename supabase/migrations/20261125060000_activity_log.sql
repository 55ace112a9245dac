-- The activity log: one append-only row per thing staff did (account, content and sign-in
-- events), read by admins in the portal. The app writes it as the database owner through
-- DATABASE_URL; a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever asks, and the
-- REST API's roles (the publishable key is public) can neither read nor write it.
CREATE TABLE public.activity_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Who: the verified user id (null when nobody was signed in, e.g. a refused sign-in) and
  -- their e-mail at the time, kept even after the account is deleted.
  actor_id uuid,
  actor_email text,
  action text NOT NULL CHECK (action IN (
    'account.invited', 'account.invite_resent', 'account.invite_revoked',
    'account.invite_accepted', 'account.role_changed', 'account.deactivated',
    'account.reactivated', 'account.reset_sent', 'account.deleted',
    'content.saved', 'content.published', 'content.unpublished', 'content.reordered',
    'content.restored', 'content.deleted',
    'auth.signed_in', 'auth.signed_out', 'auth.sign_in_refused'
  )),
  -- What it was done to: an account (`account`, its user id, its e-mail) or a content kind
  -- (`ventures`…, the item's id, its title at the time).
  target_kind text,
  target_id text,
  target_label text,
  client_address text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- The Activity view pages newest first, by person and by kind of event.
CREATE INDEX activity_events_at_idx ON public.activity_events (at DESC, id DESC);
CREATE INDEX activity_events_actor_idx ON public.activity_events (actor_id, at DESC);
CREATE INDEX activity_events_action_idx ON public.activity_events (action, at DESC);

CREATE FUNCTION public.refuse_activity_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the activity log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER activity_events_append_only
  BEFORE UPDATE OR DELETE ON public.activity_events
  FOR EACH ROW EXECUTE FUNCTION public.refuse_activity_change();
CREATE TRIGGER activity_events_no_truncate
  BEFORE TRUNCATE ON public.activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_activity_change();

ALTER TABLE public.activity_events ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.activity_events FROM PUBLIC, anon, authenticated;
REVOKE ALL ON SEQUENCE public.activity_events_id_seq FROM PUBLIC, anon, authenticated;
REVOKE ALL ON FUNCTION public.refuse_activity_change() FROM PUBLIC, anon, authenticated;
