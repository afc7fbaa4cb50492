-- profiles.email is a copy of auth.users.email, kept in step by the auth triggers
-- (handle_new_user, handle_user_email_change). Until now a signed-in person could set their own
-- profile's e-mail — or an admin anyone's — to any address, e.g. someone else's, and staff read
-- that column. From here on it only ever equals the account's real address.
-- Runs unchanged on supabase/local (PGlite), plain PostgreSQL 15 and a Supabase project.

-- 1. Privileges: people may write the columns they own, never `email` (nor `id`).
revoke insert, update on table public.profiles from authenticated;
grant insert (id, full_name, phone, country) on table public.profiles to authenticated;
grant update (full_name, phone, country) on table public.profiles to authenticated;

-- 2. A guard for every role (service_role and the table owner included): whatever writes a
-- profile, its e-mail must be the one auth.users holds for that id. The auth triggers write
-- exactly that value, so they pass; nothing else can make the copy drift.
-- In `private` (not exposed by the Data API) and security definer because it reads auth.users,
-- which the writers of profiles cannot; search_path pinned so nothing can be shadowed.
create schema if not exists private;

create or replace function private.profile_email_matches_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text;
begin
  select u.email into account_email from auth.users u where u.id = new.id;
  if new.email is distinct from account_email then
    raise exception 'profiles.email follows the account''s e-mail address and cannot be set directly'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.profile_email_matches_auth() from public, anon, authenticated;

create trigger profiles_email_matches_auth
  before insert or update of email on public.profiles
  for each row execute function private.profile_email_matches_auth();
