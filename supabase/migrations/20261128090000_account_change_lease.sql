-- The lease an admin's account change holds while it reads every account and calls the auth
-- service's admin API (lib/staff/account-change-lock.ts), so two changes never both pass the
-- last-admin guard on the same list. One row at most; it runs out by itself if its holder dies.
-- A row rather than an advisory lock: the lease spans the admin API's calls, and a transaction
-- held open across them would also hold the local stack's one database session, which the local
-- auth service needs to answer them.
CREATE TABLE app_private.account_change_lease (
  name text PRIMARY KEY CHECK (name = 'accounts'),
  holder uuid NOT NULL,
  expires_at timestamptz NOT NULL
);

REVOKE ALL ON app_private.account_change_lease FROM PUBLIC, anon, authenticated;
