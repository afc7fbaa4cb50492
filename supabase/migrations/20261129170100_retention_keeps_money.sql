-- The clients' account outlives the matter's 7 years from closing: its entries, invoices and
-- deposit requests are the trust-account records the Code of Conduct and the ATO keep for their own
-- periods, and they reference the matter. Until a rule for destroying money records exists, a
-- closed matter with any of them is kept (rather than its deletion failing on the foreign key and
-- taking the rest of the retention batch with it).
-- One definition of "this matter has money records", for the job's selection and the function.
create function private.matter_has_money_records(p_matter uuid) returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select exists (select 1 from public.ledger_entries where matter_id = p_matter)
      or exists (select 1 from public.invoices where matter_id = p_matter)
      or exists (select 1 from public.deposit_requests where matter_id = p_matter);
$$;
revoke all on function private.matter_has_money_records(uuid) from public, anon, authenticated, service_role;

create or replace function private.destroy_matter(p_matter uuid, p_today date) returns boolean
  language plpgsql security definer
  set search_path = ''
as $$
declare
  m public.matters;
begin
  select * into m from public.matters
    where id = p_matter and retain_until < p_today and stage = 'closed'
    for update skip locked;
  if not found
     or exists (select 1 from public.documents d where d.matter_id = m.id)
     or private.matter_has_money_records(m.id) then
    return false;
  end if;
  perform set_config('app.destroying_matter', m.id::text, true);
  delete from public.message_reads r using public.messages x where r.message_id = x.id and x.matter_id = m.id;
  delete from public.messages where matter_id = m.id;
  delete from public.deadlines where matter_id = m.id;
  delete from public.matter_events where matter_id = m.id;
  delete from public.matters where id = m.id;
  perform set_config('app.destroying_matter', '', true);
  perform private.audit('matter.destroyed', 'matter', m.id, m.client_id,
    jsonb_build_object('retain_until', m.retain_until, 'created_at', m.created_at,
      'decided_on', m.decided_on, 'destroyed_on', p_today));
  return true;
end;
$$;
