-- Issue 39: /admin read every message on each request. "Threads waiting on a reply" grouped all
-- messages twice, and an agent's unread count anti-joined every client message with the reads
-- (162 ms alone with 10,000 clients). The database now keeps two summaries, written by triggers
-- in the same transaction as the messages and read marks they summarise, so a page reads a few
-- rows instead:
--
--   public.message_threads: one row a client thread. `from_client` counts the client's own
--     messages (kind 'message'); `waiting` and `waiting_since` count and date those written since
--     the agency last wrote a message (null/0 when the agency wrote last or nothing waits).
--   public.message_read_tallies: one row a reader, `from_clients` = how many client-written
--     messages they have marked read. An agent's unread count is then
--     sum(message_threads.from_client) - their tally (both exact, no cap).
--
-- A thread's row is recomputed from its messages (not nudged by +1): its messages are few and
-- indexed (messages_thread_idx), and a recount stays right under back-dated rows, deletes and
-- updates. The recount runs as the transaction commits and locks the row first, so two writers
-- to one thread queue only there, and the second counts the first's committed message.

create table public.message_threads (
  client_id uuid primary key references auth.users (id) on delete cascade,
  from_client int not null default 0,
  waiting int not null default 0,
  waiting_since timestamptz
);
comment on table public.message_threads is
  'One row a client''s message thread, kept by triggers on messages (20261129160000).';

-- /admin's "waiting longest" list: the oldest first, only threads that wait.
create index message_threads_waiting_idx on public.message_threads (waiting_since)
  where waiting_since is not null;

alter table public.message_threads enable row level security;
revoke all on table public.message_threads from public, anon, authenticated;
grant select on table public.message_threads to authenticated;
grant all on table public.message_threads to service_role;

create policy "message_threads: agents read all" on public.message_threads
  for select to authenticated using ((select public.is_admin()));
create policy "live session only" on public.message_threads as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

create table public.message_read_tallies (
  reader_id uuid primary key references auth.users (id) on delete cascade,
  from_clients int not null default 0
);
comment on table public.message_read_tallies is
  'How many client-written messages each person has marked read, kept by triggers (20261129160000).';

alter table public.message_read_tallies enable row level security;
revoke all on table public.message_read_tallies from public, anon, authenticated;
grant select on table public.message_read_tallies to authenticated;
grant all on table public.message_read_tallies to service_role;

create policy "message_read_tallies: own" on public.message_read_tallies
  for select to authenticated using (reader_id = (select auth.uid()));
create policy "live session only" on public.message_read_tallies as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- The thread's row, recounted from its messages (the rule the queue showed before this file:
-- lib/messages/queries.ts unansweredThreads). The lock first, the count in a later statement:
-- under read committed that statement's snapshot sees what the writer we waited for committed.
-- `p_thread` is the thread's key, its client's id: whose thread to recount, never who acts.
create or replace function private.refresh_message_thread(p_thread uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.message_threads (client_id) values (p_thread) on conflict do nothing;
  perform 1 from public.message_threads where client_id = p_thread for update;
  update public.message_threads t
     set from_client = s.from_client, waiting = s.waiting, waiting_since = s.waiting_since
    from (
      select count(*) filter (where m.author_id = m.client_id)::int as from_client,
        count(*) filter (where m.author_id = m.client_id
          and (r.at is null or m.created_at > r.at))::int as waiting,
        min(m.created_at) filter (where m.author_id = m.client_id
          and (r.at is null or m.created_at > r.at)) as waiting_since
      from public.messages m
      cross join (select max(created_at) as at from public.messages
        where client_id = p_thread and kind = 'message'
          and author_id is distinct from client_id) r
      where m.client_id = p_thread and m.kind = 'message'
    ) s
   where t.client_id = p_thread;
end;
$$;
revoke all on function private.refresh_message_thread(uuid) from public, anon, authenticated, service_role;

create or replace function private.messages_refresh_thread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_message_thread(old.client_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.client_id <> old.client_id) then
    perform private.refresh_message_thread(new.client_id);
  end if;
  return null;
end;
$$;
revoke all on function private.messages_refresh_thread() from public, anon, authenticated, service_role;

-- Deferred to the commit: the recount locks the thread's row, and taken at the insert that lock
-- would make every other writer to the thread wait for this whole transaction (a client's
-- message behind an agent's slow action, tests/rls/messages-poll-cases.ts). At the commit it is
-- held only while the commit ends, and the recount sees every message committed before it.
create constraint trigger messages_refresh_thread after insert or update or delete on public.messages
  deferrable initially deferred
  for each row execute function private.messages_refresh_thread();

-- A reader's tally moves by one when they mark a client-written message read or the mark goes.
-- When a message itself goes, its marks go by cascade after it, when it can no longer be looked
-- up: so the message's own delete (and an update that makes it, or stops it being, a client's
-- message) moves its readers' tallies, and a mark's delete moves nothing once its message is gone.
create or replace function private.message_reads_tally()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.message_reads := case when tg_op = 'INSERT' then new else old end;
begin
  if exists (select 1 from public.messages m where m.id = r.message_id
      and m.kind = 'message' and m.author_id = m.client_id) then
    insert into public.message_read_tallies as t (reader_id, from_clients)
    values (r.reader_id, case when tg_op = 'INSERT' then 1 else -1 end)
    on conflict (reader_id) do update
      set from_clients = t.from_clients + excluded.from_clients;
  end if;
  return null;
end;
$$;
revoke all on function private.message_reads_tally() from public, anon, authenticated, service_role;

create trigger message_reads_tally after insert or delete on public.message_reads
  for each row execute function private.message_reads_tally();

create or replace function private.messages_read_tallies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was boolean := tg_op <> 'INSERT' and old.kind = 'message' and old.author_id = old.client_id;
  now_is boolean := tg_op <> 'DELETE' and new.kind = 'message' and new.author_id = new.client_id;
begin
  if was is distinct from now_is then
    update public.message_read_tallies t
       set from_clients = t.from_clients + case when now_is then 1 else -1 end
     where t.reader_id in (select mr.reader_id from public.message_reads mr
       where mr.message_id = coalesce(new.id, old.id));
  end if;
  -- Fired before a delete: null would cancel the delete.
  return old;
end;
$$;
revoke all on function private.messages_read_tallies() from public, anon, authenticated, service_role;

-- Before the delete: the marks are still there to say whose tally falls.
create trigger messages_read_tallies_delete before delete on public.messages
  for each row execute function private.messages_read_tallies();
create trigger messages_read_tallies_update after update of kind, author_id, client_id
  on public.messages for each row execute function private.messages_read_tallies();

-- Both summaries from scratch: once here for the messages already written, and after a bulk load
-- that ran with triggers off (bench/portal-load.mjs seeds that way).
create or replace function private.rebuild_message_summaries()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.message_threads where true;
  insert into public.message_threads (client_id, from_client, waiting, waiting_since)
  select m.client_id,
    count(*) filter (where m.author_id = m.client_id)::int,
    count(*) filter (where m.author_id = m.client_id and (r.at is null or m.created_at > r.at))::int,
    min(m.created_at) filter (where m.author_id = m.client_id and (r.at is null or m.created_at > r.at))
  from public.messages m
  left join (select client_id, max(created_at) as at from public.messages
    where kind = 'message' and author_id is distinct from client_id group by client_id) r
    on r.client_id = m.client_id
  where m.kind = 'message'
  group by m.client_id;
  delete from public.message_read_tallies where true;
  insert into public.message_read_tallies (reader_id, from_clients)
  select mr.reader_id, count(*)::int
  from public.message_reads mr join public.messages m on m.id = mr.message_id
  where m.kind = 'message' and m.author_id = m.client_id
  group by mr.reader_id;
end;
$$;
revoke all on function private.rebuild_message_summaries() from public, anon, authenticated, service_role;

select private.rebuild_message_summaries();
