-- Family matters: a member with their own login is told when something is theirs to do, as the
-- account holder is (lesson: when one side finishes a step, the other side is told).
-- 1. A document request for a member with a login also e-mails that login (the account holder,
--    who sees every item, is still e-mailed). Same link-only digest template as the holder's.
--    Body otherwise the one from 20261123000300_portal_documents.sql.
-- 2. Linking an account that already existed to a member (the agent typed an e-mail that has an
--    account) e-mails that account: nothing else would tell them. A new login is told by Auth's
--    own invitation, so it gets no second e-mail.
create or replace function private.document_requests_after_insert() returns trigger
    language plpgsql security definer
    set search_path = ''
    as $$
declare
  client_email text;
  member_login uuid;
  member_email text;
begin
  perform private.audit('document.requested', 'document_request', new.id, new.client_id,
    jsonb_build_object('category', new.category, 'due_on', new.due_on, 'member_id', new.member_id));
  select u.email into client_email from auth.users u where u.id = new.client_id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, payload)
    values ('document-requested', client_email, jsonb_build_object('request_id', new.id));
  end if;
  if new.member_id is not null then
    select mm.user_id, u.email into member_login, member_email
    from public.matter_members mm join auth.users u on u.id = mm.user_id
    where mm.id = new.member_id;
    if coalesce(member_email, '') <> '' and member_email is distinct from client_email then
      insert into public.email_outbox (template, to_address, client_id, payload)
      values ('document-requested', member_email, member_login,
        jsonb_build_object('request_id', new.id));
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.document_requests_after_insert() from public, anon, authenticated, service_role;

create function private.matter_members_login_linked() returns trigger
    language plpgsql security definer
    set search_path = ''
    as $$
declare
  login_email text;
begin
  -- An account that had signed in before (its e-mail confirmed) was linked, not invited.
  select u.email into login_email from auth.users u
  where u.id = new.user_id and u.email_confirmed_at is not null;
  if coalesce(login_email, '') <> '' then
    insert into public.email_outbox (template, to_address, client_id, payload)
    values ('member-linked', login_email, new.user_id, jsonb_build_object('matter_id', new.matter_id));
  end if;
  return null;
end;
$$;
revoke all on function private.matter_members_login_linked() from public, anon, authenticated, service_role;
create trigger matter_members_login_linked
  after update of user_id on public.matter_members
  for each row when (old.user_id is null and new.user_id is not null)
  execute function private.matter_members_login_linked();
