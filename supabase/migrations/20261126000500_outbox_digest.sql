-- Portal e-mails are digested where they are written (issue 22 item 4, issue 23 item 11):
-- 30 uploads in 4 seconds queued 30 "a client uploaded a document" e-mails to the agency, and an
-- agent asking for two documents a minute apart sent the client two identical e-mails.
--
-- Rule: for a digested kind of e-mail, at most one e-mail per (kind, recipient, client) goes out
-- in a 15-minute window. A new row for a key that still has an unsent, unclaimed row is folded
-- into that row (digest_count + 1, the newest payload); otherwise it is queued, but not before
-- 15 minutes after the key's last e-mail went out, so later events of that window collect in it.
-- A BEFORE INSERT trigger on email_outbox enforces it, so every writer (the triggers on documents,
-- document_requests and assessments, and any later one) is held to it without calling anything.
-- Lead e-mails (lead_id set) are never digested: each lead is its own conversation.

alter table public.email_outbox
  -- Whom the e-mail is about: lets lib/mail greet a client by first name and keys the digest
  -- per client for agency mail (whose recipient is always the marker 'agency').
  add column client_id uuid references auth.users (id) on delete cascade,
  -- How many events this one e-mail tells about.
  add column digest_count integer not null default 1 check (digest_count >= 1);

create index email_outbox_digest_idx
  on public.email_outbox (template, to_address, client_id, created_at desc);

-- The kinds that are digested and their window; null for every other kind.
create or replace function private.outbox_digest_window(p_template text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when p_template in (
    'document-uploaded', 'assessment-submitted',
    'document-requested', 'document-needs-replacement',
    'assessment-info-requested', 'assessment-responded')
  then interval '15 minutes' end
$$;
revoke all on function private.outbox_digest_window(text) from public, anon, authenticated;

create or replace function private.outbox_uuid(p_value text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when p_value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then p_value::uuid end
$$;
revoke all on function private.outbox_uuid(text) from public, anon, authenticated;

create or replace function private.email_outbox_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  win interval := private.outbox_digest_window(new.template);
  merged uuid;
  last_out timestamptz;
begin
  if win is null or new.lead_id is not null then
    return new;
  end if;
  if new.client_id is null then
    new.client_id := coalesce(
      private.outbox_uuid(new.payload ->> 'client_id'),
      (select a.client_id from public.assessments a
        where a.id = private.outbox_uuid(new.payload ->> 'assessment_id')),
      (select u.id from auth.users u where u.email = new.to_address limit 1));
  end if;
  -- Concurrent writers for one key queue here, so the second sees the first's row (READ
  -- COMMITTED: each statement below takes a fresh snapshot after the lock is granted).
  perform pg_advisory_xact_lock(hashtextextended(
    'email_outbox:' || new.template || '|' || new.to_address || '|' || coalesce(new.client_id::text, ''), 0));

  -- Fold into a row nobody has started sending (attempts = 0). If lib/mail claims it meanwhile,
  -- the re-check after the row lock fails and a new row is queued below instead.
  update public.email_outbox o
  set digest_count = o.digest_count + 1, payload = new.payload
  where o.id = (
      select p.id from public.email_outbox p
      where p.template = new.template and p.to_address = new.to_address
        and p.client_id is not distinct from new.client_id
        and p.lead_id is null and p.sent_at is null and p.attempts = 0
      order by p.created_at desc
      limit 1
      for update)
    and o.sent_at is null and o.attempts = 0
  returning o.id into merged;
  if merged is not null then
    return null;
  end if;

  -- Sent (or being sent) within the window: this one waits until the window has passed.
  select max(coalesce(o.sent_at, o.created_at)) into last_out
  from public.email_outbox o
  where o.template = new.template and o.to_address = new.to_address
    and o.client_id is not distinct from new.client_id
    and o.lead_id is null and (o.sent_at is not null or o.attempts > 0)
    and coalesce(o.sent_at, o.created_at) > now() - win;
  if last_out is not null then
    new.next_attempt_at := greatest(new.next_attempt_at, last_out + win);
  end if;
  return new;
end;
$$;
revoke all on function private.email_outbox_before_insert() from public, anon, authenticated;

create trigger email_outbox_before_insert
  before insert on public.email_outbox
  for each row execute function private.email_outbox_before_insert();
