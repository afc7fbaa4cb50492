-- Engagements (issue 27; portal.md part 2): who may do what to an offer, enforced here because a
-- client's token reaches public.engagements through the Data API whatever the pages do.
--
--   * Agents (public.is_admin()) read every offer, insert and edit drafts, delete drafts, send
--     (draft -> sent) and withdraw (sent -> withdrawn). Clients read their own offers once sent
--     (never drafts) and have NO insert/update/delete grant.
--   * Sending freezes the content. The server renders the text the client will see (snapshot);
--     the database computes its SHA-256 itself (pg_catalog.sha256, built in since PostgreSQL 11,
--     so it works the same on PGlite and PostgreSQL 15 without pgcrypto) and refuses a send whose
--     hash, if the server gave one, differs. After that no content column changes, for anyone.
--   * A client accepts or declines only through private.respond_to_engagement(), which the app
--     server calls with the client's verified claims set (like private.record_document): their
--     own `sent` offer, not past expires_on as a calendar day in Australia/Sydney, once, and only
--     when the hash of the text they saw equals the stored one.
--   * Nobody changes an accepted (or declined, withdrawn, expired) offer, except that the server
--     records the signed PDF once (pdf_path null -> set, through private.record_engagement_pdf).
--   * Every change is audited (private.audit) and the person who should hear of it gets a
--     link-only e-mail through email_outbox.
--   * The PDF lives in the documents bucket under the client's folder; the client reads it, an
--     agent reads it only after private.engagement_pdf_for_signing() wrote the audit row the
--     storage policy looks for, and the client can no longer delete it.

alter table public.engagements
  -- The stored PDF's own hash, and the zone the client's browser reported when they accepted
  -- (the PDF shows the acceptance time in Sydney and in that zone).
  add column pdf_sha256 text check (pdf_sha256 is null or pdf_sha256 ~ '^[0-9a-f]{64}$'),
  add column accepted_time_zone text check (accepted_time_zone is null or char_length(accepted_time_zone) <= 64),
  add constraint engagements_decline_reason_only_declined check (decline_reason is null or status = 'declined');

-- "Today" for an offer's expiry: the agency's calendar day. An offer expiring on 30 Nov can be
-- accepted until midnight at the end of 30 Nov in Sydney.
create or replace function private.sydney_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Australia/Sydney')::date
$$;
revoke all on function private.sydney_today() from public, anon;
grant execute on function private.sydney_today() to authenticated, service_role;

-- Money lines: labels 1-200 characters, whole non-negative cents under 10 million dollars.
create or replace function private.engagement_money_ok(p_items jsonb, p_trigger boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_items) = 'array' and jsonb_array_length(p_items) <= 30 and not exists (
    select 1 from jsonb_array_elements(p_items) i
    where jsonb_typeof(i) <> 'object'
       or jsonb_typeof(i -> 'label') is distinct from 'string'
       or char_length(i ->> 'label') not between 1 and 200
       or jsonb_typeof(i -> 'amount_cents') is distinct from 'number'
       or (i ->> 'amount_cents') !~ '^[0-9]{1,10}$'
       or (i ->> 'amount_cents')::bigint > 1000000000
       or (p_trigger and (jsonb_typeof(i -> 'trigger') is distinct from 'string'
                          or char_length(i ->> 'trigger') not between 1 and 200)))
$$;
revoke all on function private.engagement_money_ok(jsonb, boolean) from public, anon;
grant execute on function private.engagement_money_ok(jsonb, boolean) to authenticated, service_role;

alter table public.engagements
  add constraint engagements_fee_items_shape check (private.engagement_money_ok(fee_items, false)),
  add constraint engagements_disbursements_shape check (private.engagement_money_ok(disbursements, false)),
  add constraint engagements_payment_terms_shape check (private.engagement_money_ok(payment_terms, true)),
  add constraint engagements_services_small check (jsonb_array_length(services) <= 30 and length(services::text) <= 20000);

-- ---------------------------------------------------------------------------------------------
-- Grants and RLS. Agents: everything their work needs; clients: read their own sent offers.
grant select, insert, update, delete on table public.engagements to authenticated;

create policy "engagements: agents read all, clients their own once sent" on public.engagements
  for select to authenticated
  using ((select public.is_admin()) or (client_id = (select auth.uid()) and status <> 'draft'));
create policy "engagements: agents draft" on public.engagements
  for insert to authenticated
  with check ((select public.is_admin()) and status = 'draft');
create policy "engagements: agents update" on public.engagements
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "engagements: agents delete drafts" on public.engagements
  for delete to authenticated
  using ((select public.is_admin()) and status = 'draft');

-- ---------------------------------------------------------------------------------------------
-- The state machine. SECURITY INVOKER on purpose: `current_user` is then the caller's role, so a
-- change made by the Data API's roles (authenticated, anon) is told apart from one made by the
-- app server's own role inside private.respond_to_engagement / record_engagement_pdf (owned by
-- postgres, security definer). Only those may move an offer to accepted/declined or store the PDF.
create or replace function private.engagements_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  from_api boolean := current_user in ('authenticated', 'anon');
  computed text;
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' and from_api then
      raise exception 'Only a draft offer can be deleted; a sent one is withdrawn.' using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    if from_api then
      if new.status <> 'draft' then
        raise exception 'A new offer starts as a draft.' using errcode = '42501';
      end if;
      new.agent_id := (select auth.uid());
      new.snapshot := null;
      new.snapshot_sha256 := null;
      new.sent_at := null;
      new.accepted_name := null; new.accepted_at := null; new.accepted_ip := null;
      new.accepted_user_agent := null; new.accepted_time_zone := null;
      new.declined_at := null; new.decline_reason := null; new.withdrawn_at := null;
      new.pdf_path := null; new.pdf_sha256 := null;
    elsif new.snapshot is not null then
      -- The server's own writes (seeds, imports) still get a hash that matches the text.
      new.snapshot_sha256 := encode(sha256(convert_to(new.snapshot, 'UTF8')), 'hex');
    end if;
    new.created_at := now();
    new.updated_at := now();
    new.last_action_at := now();
    return new;
  end if;

  -- UPDATE
  if new.id is distinct from old.id or new.client_id is distinct from old.client_id
     or new.created_at is distinct from old.created_at then
    raise exception 'An offer''s client does not change.' using errcode = '42501';
  end if;
  -- agent_id and assessment_id follow their on-delete-set-null keys; nothing else moves them.
  if new.agent_id is distinct from old.agent_id and new.agent_id is not null then
    raise exception 'An offer''s agent does not change.' using errcode = '42501';
  end if;
  if new.assessment_id is distinct from old.assessment_id
     and (old.status <> 'draft' and new.assessment_id is not null) then
    raise exception 'A sent offer''s assessment does not change.' using errcode = '42501';
  end if;

  if old.status = 'draft' then
    if new.status not in ('draft', 'sent') then
      raise exception 'A draft is sent or deleted, nothing else.' using errcode = '42501';
    end if;
    if row(new.accepted_name, new.accepted_at, new.accepted_ip, new.accepted_user_agent,
           new.accepted_time_zone, new.declined_at, new.decline_reason, new.withdrawn_at,
           new.pdf_path, new.pdf_sha256) is distinct from
       row(null::text, null::timestamptz, null::text, null::text, null::text, null::timestamptz,
           null::text, null::timestamptz, null::text, null::text) then
      raise exception 'A draft has no answer yet.' using errcode = '42501';
    end if;
    if new.status = 'draft' then
      new.snapshot := null;
      new.snapshot_sha256 := null;
      new.sent_at := null;
    else
      -- Sending: everything the client needs must be there, and the hash is the database's.
      if new.snapshot is null or char_length(new.snapshot) < 1 then
        raise exception 'Sending needs the text the client will see.' using errcode = '23514';
      end if;
      computed := encode(sha256(convert_to(new.snapshot, 'UTF8')), 'hex');
      if new.snapshot_sha256 is not null and new.snapshot_sha256 <> computed then
        raise exception 'The snapshot hash does not match its text.' using errcode = '23514';
      end if;
      new.snapshot_sha256 := computed;
      if jsonb_array_length(new.services) = 0 then
        raise exception 'An offer needs at least one service.' using errcode = '23514';
      end if;
      if coalesce(new.agent_name, '') = '' or coalesce(new.agent_marn, '') !~ '^[0-9]{7}$' then
        raise exception 'An offer names the responsible agent and their MARN.' using errcode = '23514';
      end if;
      if coalesce(new.conflict_declaration, '') = '' or coalesce(new.consumer_guide_version, '') = ''
         or coalesce(new.terms_version, '') = '' then
        raise exception 'An offer needs the conflict declaration, Consumer Guide and terms versions.'
          using errcode = '23514';
      end if;
      new.expires_on := coalesce(new.expires_on, private.sydney_today() + 30);
      if new.expires_on < private.sydney_today() then
        raise exception 'An offer cannot be sent already expired.' using errcode = '23514';
      end if;
      new.sent_at := now();
    end if;
  else
    -- Sent or finished: the content is frozen for everyone.
    if row(new.services, new.fee_items, new.gst_applies, new.disbursements, new.payment_terms,
           new.agent_name, new.agent_marn, new.conflict_declaration, new.consumer_guide_version,
           new.terms_version, new.snapshot, new.snapshot_sha256, new.sent_at, new.expires_on)
       is distinct from
       row(old.services, old.fee_items, old.gst_applies, old.disbursements, old.payment_terms,
           old.agent_name, old.agent_marn, old.conflict_declaration, old.consumer_guide_version,
           old.terms_version, old.snapshot, old.snapshot_sha256, old.sent_at, old.expires_on) then
      raise exception 'A sent offer cannot be changed; withdraw it and send a new one.' using errcode = '42501';
    end if;

    if old.status = 'sent' then
      if new.status = 'withdrawn' then
        if from_api and not (select public.is_admin()) then
          raise exception 'Only an agent withdraws an offer.' using errcode = '42501';
        end if;
        new.withdrawn_at := now();
      elsif new.status in ('accepted', 'declined') then
        if from_api then
          raise exception 'A client answers an offer through the portal.' using errcode = '42501';
        end if;
      elsif new.status = 'expired' then
        if old.expires_on >= private.sydney_today() then
          raise exception 'This offer has not expired yet.' using errcode = '23514';
        end if;
      elsif new.status = 'sent' then
        if row(new.accepted_name, new.accepted_at, new.declined_at, new.withdrawn_at, new.pdf_path)
           is distinct from row(old.accepted_name, old.accepted_at, old.declined_at, old.withdrawn_at, old.pdf_path) then
          raise exception 'A sent offer cannot be changed.' using errcode = '42501';
        end if;
      end if;
    else
      -- accepted, declined, withdrawn, expired: final. Only the signed PDF is added, once, by the
      -- server (never through the Data API).
      if new.status is distinct from old.status
         or row(new.accepted_name, new.accepted_at, new.accepted_ip, new.accepted_user_agent,
                new.accepted_time_zone, new.declined_at, new.decline_reason, new.withdrawn_at)
            is distinct from
            row(old.accepted_name, old.accepted_at, old.accepted_ip, old.accepted_user_agent,
                old.accepted_time_zone, old.declined_at, old.decline_reason, old.withdrawn_at) then
        raise exception 'This offer is final and cannot be changed.' using errcode = '42501';
      end if;
      if row(new.pdf_path, new.pdf_sha256) is distinct from row(old.pdf_path, old.pdf_sha256) then
        if from_api or old.status <> 'accepted' or old.pdf_path is not null or new.pdf_path is null then
          raise exception 'The signed PDF is recorded once, by the portal.' using errcode = '42501';
        end if;
      end if;
    end if;
  end if;

  new.updated_at := now();
  if new.status is distinct from old.status or tg_op = 'UPDATE' then
    new.last_action_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.engagements_guard() from public, anon;
-- Invoker: the Data API roles run it for their own writes (and need nothing else from it).
grant execute on function private.engagements_guard() to authenticated, service_role;
create trigger engagements_guard
  before insert or update or delete on public.engagements
  for each row execute function private.engagements_guard();

-- ---------------------------------------------------------------------------------------------
-- Audit and e-mail for every change. E-mails carry a link only: no fees, services or names.
create or replace function private.engagements_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
begin
  if tg_op = 'DELETE' then
    perform private.audit('engagement.draft_deleted', 'engagement', old.id, old.client_id, '{}'::jsonb);
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.audit('engagement.created', 'engagement', new.id, new.client_id,
      jsonb_build_object('status', new.status));
    return null;
  end if;
  if new.status is not distinct from old.status then
    if new.pdf_path is distinct from old.pdf_path then
      perform private.audit('engagement.pdf_stored', 'engagement', new.id, new.client_id,
        jsonb_build_object('sha256', new.pdf_sha256));
      -- Both sides are told the signed copy is ready: a link, never the PDF.
      select u.email into client_email from auth.users u where u.id = new.client_id;
      if coalesce(client_email, '') <> '' then
        insert into public.email_outbox (template, to_address, payload, client_id)
        values ('engagement-signed-copy', client_email, jsonb_build_object('engagement_id', new.id), new.client_id);
      end if;
      insert into public.email_outbox (template, to_address, payload, client_id)
      values ('engagement-signed-copy-agency', 'agency', jsonb_build_object('engagement_id', new.id), new.client_id);
    else
      -- Which fields changed in the draft, never their values.
      perform private.audit('engagement.draft_changed', 'engagement', new.id, new.client_id,
        jsonb_build_object('fields', coalesce((
          select to_jsonb(array_agg(n.key order by n.key)) from jsonb_each(to_jsonb(new)) n
          where n.key not in ('updated_at', 'last_action_at')
            and n.value is distinct from (to_jsonb(old) -> n.key)), '[]'::jsonb)));
    end if;
    return null;
  end if;

  perform private.audit('engagement.' || new.status, 'engagement', new.id, new.client_id,
    jsonb_build_object('from', old.status, 'to', new.status, 'snapshot_sha256', new.snapshot_sha256));
  select u.email into client_email from auth.users u where u.id = new.client_id;
  if new.status in ('sent', 'withdrawn', 'accepted') and coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, payload, client_id)
    values ('engagement-' || new.status, client_email, jsonb_build_object('engagement_id', new.id), new.client_id);
  end if;
  if new.status in ('accepted', 'declined') then
    insert into public.email_outbox (template, to_address, payload, client_id)
    values ('engagement-' || new.status || '-agency', 'agency', jsonb_build_object('engagement_id', new.id), new.client_id);
  end if;
  return null;
end;
$$;
revoke all on function private.engagements_after_write() from public, anon, authenticated, service_role;
create trigger engagements_after_write
  after insert or update or delete on public.engagements
  for each row execute function private.engagements_after_write();

-- ---------------------------------------------------------------------------------------------
-- The client's answer. Called by the app server (its own role, with the client's verified claims
-- set, as private.record_document is); never granted to the Data API roles, so the IP address and
-- user agent are the server's reading of the request, not what a client script claims.
create or replace function private.respond_to_engagement(
  p_engagement_id uuid,
  p_accept boolean,
  p_seen_sha256 text,
  p_name text,
  p_ip text,
  p_user_agent text,
  p_time_zone text,
  p_reason text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  e public.engagements;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select * into e from public.engagements where id = p_engagement_id for update;
  -- Another client's offer and a missing one get the same answer.
  if not found or e.client_id <> me or e.status = 'draft' then
    raise exception 'offer not found' using errcode = 'P0002';
  end if;
  if e.status <> 'sent' then
    raise exception 'This offer is % and can no longer be answered.', e.status
      using errcode = '55000', constraint = 'engagement_not_open';
  end if;
  if e.expires_on < private.sydney_today() then
    raise exception 'This offer expired on %.', e.expires_on
      using errcode = '55000', constraint = 'engagement_expired';
  end if;
  if p_seen_sha256 is null or p_seen_sha256 is distinct from e.snapshot_sha256 then
    raise exception 'The offer you saw is not the one on file.'
      using errcode = '22023', constraint = 'engagement_hash_mismatch';
  end if;
  if p_accept then
    if char_length(btrim(coalesce(p_name, ''))) not between 2 and 200 then
      raise exception 'Type your full name to accept.' using errcode = '23514';
    end if;
    update public.engagements
    set status = 'accepted', accepted_name = btrim(p_name), accepted_at = now(),
        accepted_ip = left(coalesce(p_ip, 'unknown'), 100),
        accepted_user_agent = left(coalesce(p_user_agent, ''), 500),
        accepted_time_zone = left(nullif(p_time_zone, ''), 64)
    where id = e.id;
    return 'accepted';
  end if;
  update public.engagements
  set status = 'declined', declined_at = now(),
      decline_reason = nullif(left(btrim(coalesce(p_reason, '')), 2000), '')
  where id = e.id;
  return 'declined';
end;
$$;
revoke all on function private.respond_to_engagement(uuid, boolean, text, text, text, text, text, text)
  from public, anon, authenticated, service_role;

-- The signed PDF: only an object in the client's own folder that is really there.
create or replace function private.record_engagement_pdf(p_engagement_id uuid, p_path text, p_sha256 text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.engagements;
begin
  select * into e from public.engagements where id = p_engagement_id for update;
  if not found or e.status <> 'accepted' then
    raise exception 'offer not found or not accepted' using errcode = 'P0002';
  end if;
  if e.pdf_path is not null then
    return; -- recorded already (a retry): the first one stands
  end if;
  if split_part(p_path, '/', 1) <> e.client_id::text
     or p_path !~ '^[0-9a-f-]{36}/engagement-[0-9a-f-]{36}\.pdf$'
     or not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = p_path) then
    raise exception 'not a stored PDF in the client''s folder' using errcode = '42501';
  end if;
  update public.engagements set pdf_path = p_path, pdf_sha256 = p_sha256 where id = e.id;
end;
$$;
revoke all on function private.record_engagement_pdf(uuid, text, text) from public, anon, authenticated, service_role;

-- Opening the PDF: the client's own, or an agent after the audit row the storage read policy
-- ("documents: owner reads, agent after an audited request") looks for.
create or replace function private.engagement_pdf_for_signing(p_engagement_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.engagements;
  me uuid := (select auth.uid());
begin
  select * into e from public.engagements where id = p_engagement_id;
  if not found or me is null or e.pdf_path is null then
    raise exception 'not found' using errcode = 'P0002';
  end if;
  if e.client_id = me then
    return e.pdf_path;
  end if;
  if (select public.is_admin()) then
    perform private.audit('document.signed_url', 'engagement', e.id, e.client_id,
      jsonb_build_object('path', e.pdf_path, 'category', 'engagement'));
    return e.pdf_path;
  end if;
  raise exception 'not found' using errcode = 'P0002';
end;
$$;
revoke all on function private.engagement_pdf_for_signing(uuid) from public, anon, service_role;
grant execute on function private.engagement_pdf_for_signing(uuid) to authenticated;

-- Storage: a client may still delete an object of a failed upload, but never the signed PDF.
drop policy "documents: owner deletes unrecorded" on storage.objects;
create policy "documents: owner deletes unrecorded" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.documents d where d.storage_path = objects.name)
    and objects.name !~ '/engagement-[0-9a-f-]{36}\.pdf$'
  );
