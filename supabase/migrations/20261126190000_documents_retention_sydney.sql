-- A document's retention date is a calendar date in Australia/Sydney, like a matter's and an
-- assessment's (20261126170000_part2_integration.sql states the one rule). documents_before_update
-- (20261123000300) counted 7 years from the UTC date, so a document a client removed on a Sydney
-- morning (before 10 or 11 am, still yesterday in UTC) was kept one day short. The function is
-- the same apart from that line; its trigger already calls it.
create or replace function private.documents_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  agent boolean := (select public.is_admin());
  me uuid := (select auth.uid());
  acting_as_client boolean := me is not null and me = old.client_id;
begin
  -- service_role / migrations (no JWT subject): retention jobs may do anything but are stamped.
  if me is null then
    new.updated_at := now();
    return new;
  end if;
  if new.status is distinct from old.status or new.review_reason is distinct from old.review_reason then
    if not agent or acting_as_client then
      raise exception 'only an agent reviews documents' using errcode = '42501';
    end if;
    if new.status = 'uploaded' then
      raise exception 'a reviewed document cannot go back to uploaded' using errcode = '22023';
    end if;
    if new.status = 'accepted' then
      new.review_reason := null;
    end if;
    new.reviewed_by := me;
    new.reviewed_at := now();
  end if;
  if new.hidden_at is distinct from old.hidden_at then
    if not acting_as_client or old.hidden_at is not null or new.hidden_at is null then
      raise exception 'only the client hides their own document, once' using errcode = '42501';
    end if;
    new.hidden_at := now();
  end if;
  new.last_action_at := now();
  new.updated_at := now();
  -- Code of Conduct: keep records 7 years after the last action on the file, counted from the
  -- calendar day in Sydney (the one rule, 20261126170000_part2_integration.sql).
  if new.hidden_at is not null then
    new.retain_until := ((now() at time zone 'Australia/Sydney')::date + interval '7 years')::date;
  end if;
  return new;
end;
$$;
revoke all on function private.documents_before_update() from public, anon, authenticated, service_role;
