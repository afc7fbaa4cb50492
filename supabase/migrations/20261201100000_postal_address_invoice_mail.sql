-- Issue 40: the client's postal address (a tax invoice shows it), and the client is told when an
-- invoice or credit note is issued.
--
-- 1. profiles.postal_address: up to 6 lines and 300 characters, no control characters but the line
--    breaks, no blank or padded lines (lib/profiles/schema.ts postalAddress normalises what is
--    typed to exactly this; tests/rls/postal-address-cases.ts compares the two verdicts). The
--    client writes their own (column grant), an agent corrects it as they do the other fields,
--    and the client is told when an agent does (profiles_notify_agent_change, below).
-- 2. private.issue_invoice keeps the profile's postal address on the invoice when the server
--    passes none, as it already did with the name.
-- 3. private.invoices_after_write queues 'invoice-issued' to the client when an invoice or credit
--    note is issued: a link to the billing tab only (no number, no amount).

create function private.is_postal_address(p_text text) returns boolean
language sql immutable set search_path = '' as $$
  select p_text is null or (
    char_length(p_text) between 1 and 300
    -- Line feeds separate lines; no other control character (tab, carriage return, NUL…).
    and p_text !~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]'
    and array_length(string_to_array(p_text, E'\n'), 1) <= 6
    -- Each line has something on it and no white space at either end.
    and not exists (
      select 1 from unnest(string_to_array(p_text, E'\n')) l
       where l = '' or l <> btrim(l, E' \u00a0')))
$$;
revoke all on function private.is_postal_address(text) from public;
grant execute on function private.is_postal_address(text) to authenticated, service_role;

alter table public.profiles
  add column postal_address text
    constraint profiles_postal_address_ok check (private.is_postal_address(postal_address));
grant update (postal_address) on table public.profiles to authenticated;

-- From 20261126000700_agent_work.sql, with the postal address among the fields watched.
create or replace function private.profiles_notify_agent_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  client_email text;
begin
  if me is null or me = new.id then
    return null;
  end if;
  if row(new.full_name, new.phone, new.country, new.citizenship, new.date_of_birth,
         new.preferred_contact, new.postal_address)
     is not distinct from row(old.full_name, old.phone, old.country, old.citizenship,
         old.date_of_birth, old.preferred_contact, old.postal_address) then
    return null;
  end if;
  select u.email into client_email from auth.users u where u.id = new.id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, payload)
    values ('profile-changed-by-agent', client_email, '{}'::jsonb);
  end if;
  return null;
end;
$$;
revoke all on function private.profiles_notify_agent_change() from public, anon, authenticated, service_role;

-- From 20261129170000_clients_account.sql; the address now falls back to the profile's.
create or replace function private.issue_invoice(p_invoice_id uuid, p_facts jsonb) returns text
language plpgsql security definer set search_path = '' as $$
declare
  issued text;
begin
  perform private.require_billing_agent();
  if jsonb_typeof(p_facts) is distinct from 'object' then
    raise exception 'issue_invoice: the agency''s facts are required' using errcode = '22023';
  end if;
  update public.invoices i
     set status = 'issued',
         agency_name = p_facts ->> 'agency_name',
         agency_abn = p_facts ->> 'agency_abn',
         agency_marn = p_facts ->> 'agency_marn',
         client_name = coalesce(nullif(btrim(p_facts ->> 'client_name'), ''),
                                (select nullif(btrim(p.full_name), '') from public.profiles p
                                  where p.id = i.client_id)),
         client_address = coalesce(nullif(btrim(p_facts ->> 'client_address'), ''),
                                   (select p.postal_address from public.profiles p
                                     where p.id = i.client_id))
   where i.id = p_invoice_id and i.status = 'draft'
   returning number into issued;
  return issued;
end;
$$;
revoke all on function private.issue_invoice(uuid, jsonb) from public, anon, authenticated;

-- From 20261129170000_clients_account.sql; issuing now also tells the client.
create or replace function private.invoices_after_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client_email text;
begin
  if tg_op = 'INSERT' then
    perform private.audit(case when new.credits_invoice_id is null then 'billing.invoice_created'
                               else 'billing.credit_note_created' end,
      'invoice', new.id, new.client_id,
      jsonb_build_object('matter_id', new.matter_id, 'total_cents', new.total_cents,
                         'credits_invoice_id', new.credits_invoice_id));
  end if;
  if new.status = 'issued' and (tg_op = 'INSERT' or old.status = 'draft') then
    perform private.audit('billing.invoice_issued', 'invoice', new.id, new.client_id,
      jsonb_build_object('number', new.number, 'total_cents', new.total_cents,
                         'credits_invoice_id', new.credits_invoice_id));
    if new.credits_invoice_id is not null then
      update public.invoices set status = private.invoice_status_now(id)
        where id = new.credits_invoice_id;
    end if;
    select u.email into client_email from auth.users u where u.id = new.client_id;
    if coalesce(client_email, '') <> '' then
      insert into public.email_outbox (template, to_address, client_id, payload)
      values ('invoice-issued', client_email, new.client_id,
        jsonb_build_object('matter_id', new.matter_id,
                           'credit_note', new.credits_invoice_id is not null));
    end if;
  elsif tg_op = 'UPDATE' and old.status = 'draft' then
    perform private.audit('billing.invoice_changed', 'invoice', new.id, new.client_id,
      jsonb_build_object('total_cents', new.total_cents));
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.audit('billing.invoice_status_changed', 'invoice', new.id, new.client_id,
      jsonb_build_object('from', old.status, 'to', new.status));
  elsif tg_op = 'UPDATE' and new.pdf_path is distinct from old.pdf_path then
    perform private.audit('billing.invoice_pdf_stored', 'invoice', new.id, new.client_id,
      jsonb_build_object('number', new.number));
  end if;
  return null;
end;
$$;
revoke all on function private.invoices_after_write() from public, anon, authenticated;
