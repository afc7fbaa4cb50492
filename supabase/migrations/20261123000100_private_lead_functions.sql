-- Leads are written only by the server, never by the Data API.
--
-- Before this migration `public.submit_lead(p_lead, p_agency_inbox)` and `public.take_rate_limit`
-- were `security definer` and executable by anon: on a Supabase project anyone holding the
-- publishable key could call them at /rest/v1/rpc/..., skip validation and the rate limit, choose
-- the inbox the lead notification goes to, lock out any e-mail address, or divide by zero with a
-- window of 0. Anon could also insert into public.leads directly with values the app refuses.
--
-- Design (least privilege):
-- * The writing functions live in `private`, a schema the Data API does not expose (config.toml
--   [api] schemas lists public and graphql_public only) and that anon/authenticated cannot even
--   look into (no USAGE).
-- * The app calls them over DATABASE_URL as the server's own role (`postgres` on Supabase and
--   locally: the owner of these tables), no longer `set local role anon`. Only that owner and
--   service_role may execute them. They are `security invoker`: they need no rights the caller
--   lacks, so granting execute by mistake would still not let anyone write.
-- * The agency inbox is an argument the server fills from its validated LEADS_INBOX setting
--   (lib/env/server.ts). No role the public can reach can call the function, so no visitor can
--   choose where mail goes.
-- * The rate limit is taken in the same call (and transaction) that stores the lead, so there is
--   no path that stores a lead without counting it.
-- * anon/authenticated lose INSERT on public.leads: the app no longer needs it, and constraints
--   below refuse what the forms refuse for any writer (time zone, preferred time, lengths).

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;

drop function if exists public.submit_lead(jsonb, text);
drop function if exists public.take_rate_limit(text, text, integer, integer);

-- ---------------------------------------------------------------------------------------------
-- Direct inserts by the API roles: gone. Admins keep select/update through their policies.
drop policy if exists "leads: anyone may submit" on public.leads;
revoke insert on table public.leads from anon, authenticated;

-- A time zone name Postgres knows (pg_timezone_names: PGlite and PostgreSQL 15 both have it) and
-- shaped like an IANA name (Area/Location, or UTC), so no POSIX offset strings like 'UTC+5' or
-- '<+03>-3' slip in. Read-only and harmless: executable by authenticated because the check
-- constraint below runs as whoever updates a lead (an admin changing its status).
create or replace function private.is_time_zone(tz text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select tz ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$'
    and exists (select 1 from pg_catalog.pg_timezone_names where name = tz);
$$;
revoke all on function private.is_time_zone(text) from public;
grant execute on function private.is_time_zone(text) to authenticated, service_role;

-- Rows stored before this migration with a zone nobody can render are kept, without the zone.
update public.leads set time_zone = null
where time_zone is not null and not private.is_time_zone(time_zone);

alter table public.leads
  add constraint leads_time_zone_known check (time_zone is null or private.is_time_zone(time_zone)),
  -- The forms accept a consultation from now up to 60 days ahead; allow slack for clocks and
  -- retries, and refuse anything absurd (year 2126, 1970).
  add constraint leads_preferred_time_sane check (
    preferred_time is null
    or preferred_time between created_at - interval '1 day' and created_at + interval '120 days'),
  add constraint leads_email_shape check (email is null or email ~ '^[^@\s]+@[^@\s]+$'),
  add constraint leads_utm_small check (jsonb_typeof(utm) = 'object' and length(utm::text) <= 1000),
  add constraint leads_kind_fields check (
    (kind <> 'contact' or (email is not null and message is not null))
    and (kind <> 'callback' or phone is not null)
    and (kind <> 'consultation' or (email is not null and phone is not null and preferred_time is not null)));

alter table public.email_outbox
  -- An address, or the marker 'agency' that lib/mail resolves to LEADS_INBOX when it sends.
  add constraint email_outbox_to_address_shape check (
    to_address = 'agency'
    or (char_length(to_address) <= 254 and to_address ~ '^[^@\s]+@[^@\s]+$'));

-- ---------------------------------------------------------------------------------------------
-- Counts one hit in a fixed window and says whether it is within the limit. The arguments are
-- checked: a window of 0 used to raise division by zero, a negative max locked everyone out.
create or replace function private.take_rate_limit(p_bucket text, p_key_hash text, p_window_seconds integer, p_max integer)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  w timestamptz;
  n integer;
begin
  if p_bucket is null or p_key_hash is null or char_length(p_bucket) > 50 or char_length(p_key_hash) > 128 then
    raise exception 'take_rate_limit: bucket and key are required (at most 50 and 128 characters)'
      using errcode = '22023';
  end if;
  if p_window_seconds is null or p_window_seconds not between 1 and 86400 then
    raise exception 'take_rate_limit: window must be 1 to 86400 seconds' using errcode = '22023';
  end if;
  if p_max is null or p_max not between 1 and 100000 then
    raise exception 'take_rate_limit: max must be 1 to 100000' using errcode = '22023';
  end if;
  w := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
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
revoke all on function private.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function private.take_rate_limit(text, text, integer, integer) to service_role;

-- Stores a lead, counts it against its rate limits and queues its two e-mails, all in the caller's
-- one transaction. p_limits: [{"bucket": "lead-address", "key": "<hash>", "window_seconds": 600,
-- "max": 5}, ...]. Returns one row:
--   ('created', id, null)        stored, mail queued
--   ('duplicate', null, null)    the idempotency key was used before (double submit): not counted
--   ('rate_limited', null, b)    bucket b is over its limit: nothing stored
create or replace function private.submit_lead(p_lead jsonb, p_agency_inbox text, p_limits jsonb)
returns table (status text, lead_id uuid, limited_by text)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  l record;
  over text;
  new_id uuid;
begin
  if p_agency_inbox is null or p_agency_inbox !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'submit_lead: the agency inbox is not an e-mail address' using errcode = '22023';
  end if;
  if jsonb_typeof(p_limits) is distinct from 'array' or jsonb_array_length(p_limits) = 0 then
    raise exception 'submit_lead: at least one rate limit is required' using errcode = '22023';
  end if;

  if exists (select 1 from public.leads where idempotency_key = p_lead ->> 'idempotency_key') then
    return query select 'duplicate'::text, null::uuid, null::text;
    return;
  end if;

  for l in
    select * from jsonb_to_recordset(p_limits) as x(bucket text, key text, window_seconds integer, max integer)
  loop
    if not private.take_rate_limit(l.bucket, l.key, l.window_seconds, l.max) and over is null then
      over := l.bucket;
    end if;
  end loop;
  if over is not null then
    return query select 'rate_limited'::text, null::uuid, over;
    return;
  end if;

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
    return query select 'duplicate'::text, null::uuid, null::text;
    return;
  end if;

  insert into public.email_outbox (lead_id, template, to_address)
  values (new_id, 'lead-notification', p_agency_inbox);
  if nullif(p_lead ->> 'email', '') is not null then
    insert into public.email_outbox (lead_id, template, to_address)
    values (new_id, 'lead-acknowledgement', p_lead ->> 'email');
  end if;
  return query select 'created'::text, new_id, null::text;
end;
$$;
revoke all on function private.submit_lead(jsonb, text, jsonb) from public, anon, authenticated;
grant execute on function private.submit_lead(jsonb, text, jsonb) to service_role;
