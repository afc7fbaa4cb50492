-- Issue 41: the language a client reads their portal e-mails (and, later, their dashboard) in.
--
-- profiles.preferred_locale: one of the site's languages (lib/i18n/locales.ts LOCALES; the
-- tests/rls/preferred-locale cases hold the two lists together), English unless chosen. The client
-- sets their own (column grant) on the profile tab; sign-up takes the language they browsed in
-- from Auth's user metadata, and anything else there is ignored (never an error: an odd value
-- must not stop an account being made). An agent may correct it like the other fields.

alter table public.profiles
  add column preferred_locale text not null default 'en'
    constraint profiles_preferred_locale_ok
      check (preferred_locale in ('en', 'hi', 'ur', 'bn', 'pa'));
grant update (preferred_locale) on table public.profiles to authenticated;

-- From 20261128110000_holds_offers_names.sql, with the language from the sign-up request.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := new.raw_user_meta_data ->> 'preferred_locale';
begin
  insert into public.profiles (id, full_name, email, preferred_locale)
  values (new.id,
    nullif(btrim(left(private.one_line(new.raw_user_meta_data ->> 'full_name'), 100)), ''),
    new.email,
    case when wanted in ('en', 'hi', 'ur', 'bn', 'pa') then wanted else 'en' end)
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;
