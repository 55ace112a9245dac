-- The account page and the factor removal in Manage User Accounts record four more kinds of
-- event: the CHECK of the activity log's actions is replaced by one listing them too.
ALTER TABLE public.activity_events DROP CONSTRAINT activity_events_action_check;
ALTER TABLE public.activity_events ADD CONSTRAINT activity_events_action_check CHECK (action IN (
  'account.invited', 'account.invite_resent', 'account.invite_revoked',
  'account.invite_accepted', 'account.role_changed', 'account.deactivated',
  'account.reactivated', 'account.reset_sent', 'account.deleted',
  'account.password_changed', 'account.two_step_on', 'account.two_step_off',
  'account.factor_removed',
  'content.saved', 'content.published', 'content.unpublished', 'content.reordered',
  'content.restored', 'content.deleted',
  'auth.signed_in', 'auth.signed_out', 'auth.sign_in_refused'
));
