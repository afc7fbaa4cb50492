-- Leads: contact messages, call-back and consultation requests from visitors, their notes, the
-- e-mail outbox that delivers notifications with retry, and a Postgres-backed rate limit.
-- Anonymous visitors can only insert leads; admins read and work them. Nothing is kept in memory
-- between requests, so any number of app instances agree.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'callback', 'consultation')),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text check (email is null or char_length(email) <= 254),
  phone text check (phone is null or char_length(phone) <= 32),
  country text check (country is null or char_length(country) <= 60),
  visa_interest text check (visa_interest is null or char_length(visa_interest) <= 100),
  message text check (message is null or char_length(message) <= 3000),
  preferred_time timestamptz,
  preferred_window text check (preferred_window is null or char_length(preferred_window) <= 100),
  time_zone text check (time_zone is null or char_length(time_zone) <= 64),
  source_page text check (source_page is null or char_length(source_page) <= 300),
  utm jsonb not null default '{}'::jsonb,
  marketing_consent boolean not null default false,
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'converted', 'closed')),
  assignee uuid references auth.users (id) on delete set null,
  -- One lead per form render: a double click or a retry carries the same key.
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index leads_created_at_idx on public.leads (created_at desc);
create index leads_kind_status_idx on public.leads (kind, status);
alter table public.leads enable row level security;

revoke all on table public.leads from anon, authenticated;
grant insert on table public.leads to anon, authenticated;
grant select, update on table public.leads to authenticated;
grant all on table public.leads to service_role;

create policy "leads: anyone may submit" on public.leads
  for insert to anon, authenticated
  with check (status = 'new' and assignee is null);
create policy "leads: admins read" on public.leads
  for select to authenticated
  using ((select public.is_admin()));
create policy "leads: admins update" on public.leads
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create trigger leads_touch_updated_at
  before update on public.leads
  for each row execute function public.touch_updated_at();

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 3000),
  created_at timestamptz not null default now()
);
create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at);
alter table public.lead_notes enable row level security;

revoke all on table public.lead_notes from anon, authenticated;
grant select, insert on table public.lead_notes to authenticated;
grant all on table public.lead_notes to service_role;

create policy "lead_notes: admins read" on public.lead_notes
  for select to authenticated
  using ((select public.is_admin()));
create policy "lead_notes: admins write their own" on public.lead_notes
  for insert to authenticated
  with check ((select public.is_admin()) and author_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Outbox: mail to send, written in the same transaction as the lead; a worker delivers it with
-- retry and backoff. No policies: only the owner (system jobs) touches it.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references public.leads (id) on delete cascade,
  template text not null,
  to_address text not null,
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where sent_at is null;
alter table public.email_outbox enable row level security;
revoke all on table public.email_outbox from anon, authenticated;
grant all on table public.email_outbox to service_role;

-- ---------------------------------------------------------------------------------------------
-- Rate limit: fixed windows per (bucket, hashed key). Callers pass a hash, never a raw address.
create table public.rate_limits (
  bucket text not null,
  key_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, key_hash, window_start)
);
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;
grant all on table public.rate_limits to service_role;

-- Counts one hit and says whether it is within the limit. Security definer so anonymous visitors
-- can be counted without being able to read or reset anyone's counters.
create or replace function public.take_rate_limit(p_bucket text, p_key_hash text, p_window_seconds integer, p_max integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  n integer;
begin
  insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
  values (p_bucket, p_key_hash, w, 1)
  on conflict (bucket, key_hash, window_start) do update set hits = r.hits + 1
  returning r.hits into n;
  -- Old windows are useless: drop them now and then (about 1 call in 50).
  if random() < 0.02 then
    delete from public.rate_limits where window_start < now() - interval '1 day';
  end if;
  return n <= p_max;
end;
$$;
revoke all on function public.take_rate_limit(text, text, integer, integer) from public;
grant execute on function public.take_rate_limit(text, text, integer, integer) to anon, authenticated, service_role;

-- Stores a lead and queues its two e-mails in one transaction. Returns the lead id, or null when
-- the idempotency key was already used (a double submit): the caller reports success either way.
create or replace function public.submit_lead(p_lead jsonb, p_agency_inbox text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into public.leads (kind, full_name, email, phone, country, visa_interest, message, preferred_time,
    preferred_window, time_zone, source_page, utm, marketing_consent, idempotency_key)
  values (
    p_lead ->> 'kind', p_lead ->> 'full_name', nullif(p_lead ->> 'email', ''), nullif(p_lead ->> 'phone', ''),
    nullif(p_lead ->> 'country', ''), nullif(p_lead ->> 'visa_interest', ''), nullif(p_lead ->> 'message', ''),
    (p_lead ->> 'preferred_time')::timestamptz, nullif(p_lead ->> 'preferred_window', ''),
    nullif(p_lead ->> 'time_zone', ''), nullif(p_lead ->> 'source_page', ''),
    coalesce(p_lead -> 'utm', '{}'::jsonb), coalesce((p_lead ->> 'marketing_consent')::boolean, false),
    p_lead ->> 'idempotency_key')
  on conflict (idempotency_key) do nothing
  returning id into new_id;

  if new_id is null then
    return null;
  end if;

  insert into public.email_outbox (lead_id, template, to_address)
  values (new_id, 'lead-notification', p_agency_inbox);
  if nullif(p_lead ->> 'email', '') is not null then
    insert into public.email_outbox (lead_id, template, to_address)
    values (new_id, 'lead-acknowledgement', p_lead ->> 'email');
  end if;
  return new_id;
end;
$$;
revoke all on function public.submit_lead(jsonb, text) from public;
grant execute on function public.submit_lead(jsonb, text) to anon, authenticated, service_role;
