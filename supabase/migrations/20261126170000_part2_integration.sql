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
