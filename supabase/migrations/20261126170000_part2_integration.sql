-- Where the part-2 branches met (engagement, matters, messages, two-step sign-in, jobs).
--
-- Retention dates are calendar dates in Australia/Sydney, like every other date the agency keeps.
-- The matters migration (20261126120000) sets a matter's retain_until when it closes (the closing
-- day in Sydney + 7 years) inside matters_before_update; the jobs migration (20261126140000) added
-- a second trigger doing the same in UTC, which won on a Sydney morning. One rule: the matters one.
drop trigger matters_set_retention on public.matters;
drop function private.matters_set_retention();

-- An assessment closed with no matter behind it is kept 7 years from the closing day in Sydney.
create or replace function private.assessments_set_retention()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'closed' and old.status is distinct from 'closed' then
    if not exists (
      select 1 from public.matters m join public.engagements e on e.id = m.engagement_id
      where e.assessment_id = new.id) then
      new.retain_until := ((now() at time zone 'Australia/Sydney')::date + interval '7 years')::date;
    end if;
  elsif new.status <> 'closed' then
    new.retain_until := null;
  end if;
  return new;
end;
$$;
revoke all on function private.assessments_set_retention() from public, anon, authenticated, service_role;

-- A matter's timeline is append-only (20261126120000), but the retention job destroys the whole
-- matter when its 7 years are over (private.destroy_matter, 20261126140000). destroy_matter marks
-- its transaction with the matter it is destroying; only that matter's events may then go.
-- (Data API roles have no DELETE on matter_events at all; this only opens the owner's path.)
create or replace function private.matter_events_are_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('app.destroying_matter', true) = old.matter_id::text then
    return old;
  end if;
  raise exception 'a matter''s history is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.matter_events_are_append_only() from public, anon, authenticated, service_role;

create or replace function private.destroy_matter(p_matter uuid, p_today date)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.matters;
begin
  select * into m from public.matters
    where id = p_matter and retain_until < p_today and stage = 'closed'
    for update skip locked;
  if not found or exists (select 1 from public.documents d where d.matter_id = m.id) then
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
revoke all on function private.destroy_matter(uuid, date) from public, anon, authenticated, service_role;
