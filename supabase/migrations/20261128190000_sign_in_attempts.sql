-- Sign-in limits that spare the office (lib/auth/limits.ts): a link request is given back to the
-- address that asked for it once the link is used, so this remembers, per account (a hash of the
-- e-mail), which counters its latest link request took. Like the counters beside it, closed to
-- the API roles.
CREATE TABLE app_private.sign_in_link_requests (
  account text PRIMARY KEY CHECK (length(account) <= 100),
  keys jsonb NOT NULL CHECK (jsonb_typeof(keys) = 'array' AND jsonb_array_length(keys) <= 8),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_link_requests_expires_at ON app_private.sign_in_link_requests (expires_at);
REVOKE ALL ON app_private.sign_in_link_requests FROM PUBLIC, anon, authenticated;

-- A wrong current password on the account page is recorded like a refused sign-in.
ALTER TABLE public.activity_events DROP CONSTRAINT activity_events_action_check;
ALTER TABLE public.activity_events ADD CONSTRAINT activity_events_action_check CHECK (action IN (
  'account.invited', 'account.invite_resent', 'account.invite_revoked',
  'account.invite_accepted', 'account.role_changed', 'account.deactivated',
  'account.reactivated', 'account.reset_sent', 'account.deleted',
  'account.password_changed', 'account.password_check_failed',
  'account.two_step_on', 'account.two_step_off', 'account.factor_removed',
  'content.saved', 'content.published', 'content.unpublished', 'content.reordered',
  'content.restored', 'content.deleted',
  'auth.signed_in', 'auth.signed_out', 'auth.sign_in_refused'
));
