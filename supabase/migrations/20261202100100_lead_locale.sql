-- Issue 41: the lead forms exist in Hindi, Urdu, Bengali and Punjabi (/hi/contact, ...). A lead is
-- stored as it always was (the values, in English, whatever language the form showed); the agency
-- also sees which language the person used, so an agent can answer in it. `locale` is the page's
-- language as the server action checked it against lib/i18n/locales.ts LOCALES (the list this
-- check repeats: tests/rls/catalogue-cases.ts). Leads stored before this were all English.

alter table public.leads
  add column locale text not null default 'en'
    constraint leads_locale_check check (locale in ('en', 'hi', 'ur', 'bn', 'pa'));

-- The same function as 20261123000100_private_lead_functions.sql, storing `locale` too (absent or
-- empty: English, as from the leads API).
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
    preferred_window, time_zone, source_page, utm, marketing_consent, idempotency_key, locale)
  values (
    p_lead ->> 'kind', p_lead ->> 'full_name', nullif(p_lead ->> 'email', ''), nullif(p_lead ->> 'phone', ''),
    nullif(p_lead ->> 'country', ''), nullif(p_lead ->> 'visa_interest', ''), nullif(p_lead ->> 'message', ''),
    (p_lead ->> 'preferred_time')::timestamptz, nullif(p_lead ->> 'preferred_window', ''),
    nullif(p_lead ->> 'time_zone', ''), nullif(p_lead ->> 'source_page', ''),
    coalesce(p_lead -> 'utm', '{}'::jsonb), coalesce((p_lead ->> 'marketing_consent')::boolean, false),
    p_lead ->> 'idempotency_key', coalesce(nullif(p_lead ->> 'locale', ''), 'en'))
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
