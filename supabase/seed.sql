-- Local demo data, applied by supabase/local on a fresh database (and by `supabase db reset`).
-- LOCAL ONLY: these passwords are printed on start and published in this repository.
--   admin@example.com / admin-local-only-2026   (has role 'admin'; two-step sign-in: the TOTP
--                                                 secret below, printed by `npm run dev`)
--   user@example.com  / user-local-only-2026
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change)
values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated',
   'authenticated', 'admin@example.com', extensions.crypt('admin-local-only-2026', extensions.gen_salt('bf')),
   now(), '{"provider":"email","providers":["email"]}',
   '{"sub":"a0000000-0000-4000-8000-000000000001","email":"admin@example.com","email_verified":true,"phone_verified":false,"full_name":"Demo Admin"}',
   now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated',
   'authenticated', 'user@example.com', extensions.crypt('user-local-only-2026', extensions.gen_salt('bf')),
   now(), '{"provider":"email","providers":["email"]}',
   '{"sub":"a0000000-0000-4000-8000-000000000002","email":"user@example.com","email_verified":true,"phone_verified":false,"full_name":"Demo User"}',
   now(), now(), '', '', '', '')
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u
where u.id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')
on conflict (provider_id, provider) do nothing;

insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin')
on conflict do nothing;

-- The demo agent's registered name and MARN (a made-up demo number; offers name their sender).
insert into public.agent_registrations (user_id, registered_name, marn)
values ('a0000000-0000-4000-8000-000000000001', 'Demo Admin', '1234567')
on conflict do nothing;

-- The demo admin's authenticator app (a verified TOTP factor), so agents' two-step sign-in works
-- on a fresh clone. This secret is the one source: `npm run dev` (supabase/local's start-up
-- output) reads it back from auth.mfa_factors, and tests/support/demo-users.ts repeats it for
-- the tests (tests/contract/auth-mfa.test.ts checks they agree). Add it to any authenticator app.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
        'Authenticator app', 'totp', 'verified', now(), now(), '5PRLQIOY2WLHSP72EPSTWVU4GIWCNTW6')
on conflict (id) do nothing;
