-- The message poll's cursor is a database snapshot, not a time (lib/messages/queries.ts).
--
-- Before: a thread polled `created_at > since`, `since` being the newest created_at seen. But
-- created_at is now(), the writer's transaction START: a slow transaction (a message with an
-- attachment, an agent action writing a message among other writes) that began before a poll and
-- committed after it had a created_at below the cursor the poll had already moved on to, so no
-- poll ever announced it. And the first cursor was the app server's clock, not the database's.
--
-- Now: every message carries the id of the transaction that wrote it (`txid`, stamped here by the
-- database, never by the writer), and a cursor is `pg_current_snapshot()` of the read that
-- rendered the thread or answered the poll. "New since the cursor" is then exactly "written by a
-- transaction that snapshot did not see as committed" (`not pg_visible_in_snapshot(txid, since)`):
-- however long the writer ran, its message is invisible to every snapshot taken before it
-- committed and visible to every one after, so the first poll after the commit announces it, once.
-- No overlap window, no clock. The range condition `txid >= pg_snapshot_xmin(since)` (everything
-- below xmin was already finished when `since` was taken) lets the indexes below do the work.
--
-- xid8 is the 64-bit transaction id (never wraps). pg_current_xact_id() is the TOP-level id,
-- which is what a snapshot's in-progress list holds, even for a row written inside a savepoint.

-- A stable default is evaluated once: existing rows get this migration's id, which every snapshot
-- taken after it commits sees as committed (they are old news to every new cursor).
alter table public.messages add column txid xid8 not null default pg_current_xact_id();

create or replace function private.messages_stamp_txid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Whoever writes (the Data API, withUser, the server's own role): a forged or copied txid would
  -- hide the message from the poll, or announce it again.
  new.txid := pg_current_xact_id();
  return new;
end;
$$;
revoke all on function private.messages_stamp_txid() from public, anon, authenticated, service_role;
create trigger messages_stamp_txid
  before insert on public.messages
  for each row execute function private.messages_stamp_txid();

-- The poll's two scopes: one client's thread, and (the agents' inbox) every client's messages.
create index messages_thread_txid_idx on public.messages (client_id, txid);
create index messages_from_client_txid_idx on public.messages (txid)
  where kind = 'message' and author_id = client_id;
