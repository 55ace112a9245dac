-- The public contact form (lib/contact/, lib/db/contact-*.ts): the messages visitors send, the
-- tool's settings (who is told, how long messages are kept, the hourly cap's trip), and the form
-- tokens and proof-of-work challenges already spent. Only the app's own connection reaches them:
-- the API roles (the publishable key is public, and a real project's default privileges in public
-- also reach service_role) get nothing, so a visitor's message is read in the portal only.
CREATE TABLE public.contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 150),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'replied', 'archived')),
  -- The visitor's address as the sign-in limits see it (an IPv6 visitor's /64), null if unknown.
  client_address text CHECK (length(client_address) <= 100),
  -- Whether the notification list was told: a failed e-mail never loses the message.
  notification text NOT NULL DEFAULT 'pending'
    CHECK (notification IN ('pending', 'sent', 'failed')),
  -- When a sender took the pending message to e-mail it, so two instances never both send it.
  notification_claimed_at timestamptz,
  notified_at timestamptz,
  -- sha256 of the sender's e-mail and the message text, for refusing the same message again.
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$')
);

-- The inbox pages newest first; the limits count by address and hash in the last hours; the
-- retention sweep deletes by age; "everything from one sender" goes by e-mail.
CREATE INDEX contact_messages_received_idx ON public.contact_messages (received_at DESC, id DESC);
CREATE INDEX contact_messages_address_idx ON public.contact_messages (client_address, received_at);
CREATE INDEX contact_messages_hash_idx ON public.contact_messages (content_hash, received_at);
CREATE INDEX contact_messages_email_idx ON public.contact_messages (lower(email));
CREATE INDEX contact_messages_pending_idx ON public.contact_messages (id)
  WHERE notification = 'pending';

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.contact_messages FROM PUBLIC, anon, authenticated, service_role;
REVOKE ALL ON SEQUENCE public.contact_messages_id_seq
  FROM PUBLIC, anon, authenticated, service_role;
-- The app reaches it through a policy of its own (it does not bypass row level security).
CREATE POLICY "the app's own role" ON public.contact_messages TO portal_app
  USING (true) WITH CHECK (true);

-- One row: the addresses told of each new message, the retention period, and when the hourly
-- cap last tripped and when the notification list was last told of a trip.
CREATE SCHEMA IF NOT EXISTS app_private;
REVOKE ALL ON SCHEMA app_private FROM PUBLIC, anon, authenticated;

CREATE TABLE app_private.contact_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  notify_to text[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(notify_to) <= 20 AND array_position(notify_to, NULL) IS NULL),
  retention_days integer NOT NULL DEFAULT 180 CHECK (retention_days BETWEEN 1 AND 3650),
  cap_tripped_at timestamptz,
  cap_notice_sent_at timestamptz
);
INSERT INTO app_private.contact_settings DEFAULT VALUES;

-- Form tokens and proof-of-work challenges used once, kept until they would have expired anyway.
CREATE TABLE app_private.contact_spent_proofs (
  id text PRIMARY KEY CHECK (length(id) <= 200),
  expires_at timestamptz NOT NULL
);
CREATE INDEX contact_spent_proofs_expires_at ON app_private.contact_spent_proofs (expires_at);

ALTER TABLE app_private.contact_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE app_private.contact_spent_proofs ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON app_private.contact_settings, app_private.contact_spent_proofs
  FROM PUBLIC, anon, authenticated, service_role;
-- The settings row is edited, never added or removed.
REVOKE INSERT, DELETE ON app_private.contact_settings FROM portal_app;
CREATE POLICY "the app's own role" ON app_private.contact_settings TO portal_app
  USING (true) WITH CHECK (true);
CREATE POLICY "the app's own role" ON app_private.contact_spent_proofs TO portal_app
  USING (true) WITH CHECK (true);

-- What staff do with the contact form, and the cap closing it by itself, in the activity log.
ALTER TABLE public.activity_events DROP CONSTRAINT activity_events_action_check;
ALTER TABLE public.activity_events ADD CONSTRAINT activity_events_action_check CHECK (action IN (
  'account.invited', 'account.invite_resent', 'account.invite_revoked',
  'account.invite_accepted', 'account.role_changed', 'account.deactivated',
  'account.reactivated', 'account.reset_sent', 'account.deleted',
  'account.password_changed', 'account.password_check_failed',
  'account.two_step_on', 'account.two_step_off', 'account.factor_removed',
  'content.saved', 'content.published', 'content.unpublished', 'content.reordered',
  'content.restored', 'content.deleted',
  'auth.signed_in', 'auth.signed_out', 'auth.sign_in_refused',
  'contact.opened', 'contact.closed', 'contact.cap_reached', 'contact.status_changed',
  'contact.deleted', 'contact.sender_deleted', 'contact.settings_changed'
));
