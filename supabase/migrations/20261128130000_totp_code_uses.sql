-- Each authenticator code works once, and a factor pauses after wrong guesses (issue 36).
--
-- Supabase Auth (GoTrue, internal/api/mfa.go verifyTOTPFactor) checks a code with pquerna/otp,
-- period 30 s and skew 1: a code is accepted while the server is in its step or the one before or
-- after (90 s), on ANY new challenge, so a code read over a shoulder or phished works twice.
-- GoTrue also limits guesses only per IP. So the app, which verifies every code for the person
-- (lib/auth/totp-once.ts), asks the database first and tells it the outcome afterwards:
--
--   * private.claim_totp_code: before Auth is asked. A code (its hash with the factor's id) is
--     claimed with a unique insert, so two verifies of the same code, even at the same moment
--     from two devices, cannot both reach Auth: the second is told 'used'. A paused factor is
--     told 'locked' and Auth is not asked.
--   * private.settle_totp_code: after Auth answered. Accepted: the claim stays (for 5 minutes,
--     well past the 90 s a code lives, with room for clocks that disagree) and the factor's
--     wrong guesses are forgotten. Refused as a wrong code: the claim goes, the guess is
--     counted, and the 5th wrong code for that factor within 15 minutes pauses it for 15
--     minutes, whatever the IP or device: audited as 'mfa.locked', and the person is e-mailed
--     once (template 'mfa-locked', link-only). Not checked (an expired challenge, Auth busy):
--     the claim goes, nothing is counted.
--
-- The tables live in schema private and are written only through these functions, which only the
-- server's own role (DATABASE_URL, the owner) may call; anon, authenticated and service_role can
-- neither read nor write the tables nor call the functions. The code itself is never stored:
-- only sha256(factor id, code), kept minutes.

-- ---------------------------------------------------------------------------------------------
create table private.mfa_used_codes (
  factor_id uuid not null,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  used_at timestamptz not null default now(),
  primary key (factor_id, code_hash)
);
create index mfa_used_codes_used_at_idx on private.mfa_used_codes (used_at);

create table private.mfa_wrong_codes (
  id bigint generated always as identity primary key,
  factor_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default now()
);
create index mfa_wrong_codes_factor_idx on private.mfa_wrong_codes (factor_id, at);

create table private.mfa_factor_locks (
  factor_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  locked_at timestamptz not null default now(),
  locked_until timestamptz not null
);

-- No policies: with row level security on, nobody but the owner reads or writes a row even if
-- a grant slipped in later (authenticated has usage on schema private for its functions).
alter table private.mfa_used_codes enable row level security;
alter table private.mfa_wrong_codes enable row level security;
alter table private.mfa_factor_locks enable row level security;
revoke all on table private.mfa_used_codes, private.mfa_wrong_codes, private.mfa_factor_locks
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Before Auth is asked. Returns one row:
--   'claimed'  the code is the caller's to try now
--   'used'     this code was accepted for this factor minutes ago (or is being tried right now)
--   'locked'   the factor is paused until `until`
--   'unknown_factor'  not an authenticator of the signed-in person: nothing is written
create or replace function private.claim_totp_code(p_factor_id uuid, p_code_hash text)
returns table (outcome text, until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  paused_until timestamptz;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if private.is_api_role() then
    raise exception 'claim_totp_code is called by the server only' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors f where f.id = p_factor_id and f.user_id = me) then
    return query select 'unknown_factor'::text, null::timestamptz;
    return;
  end if;
  -- Old rows go here rather than in a job: the tables stay a few minutes deep.
  delete from private.mfa_used_codes where used_at < now() - interval '5 minutes';
  delete from private.mfa_wrong_codes where at < now() - interval '15 minutes';
  delete from private.mfa_factor_locks where locked_until < now() - interval '1 day';

  select l.locked_until into paused_until from private.mfa_factor_locks l
    where l.factor_id = p_factor_id and l.locked_until > now();
  if paused_until is not null then
    return query select 'locked'::text, paused_until;
    return;
  end if;

  insert into private.mfa_used_codes (factor_id, code_hash, user_id)
    values (p_factor_id, p_code_hash, me)
    on conflict do nothing;
  if not found then
    return query select 'used'::text, null::timestamptz;
    return;
  end if;
  return query select 'claimed'::text, null::timestamptz;
end;
$$;
revoke all on function private.claim_totp_code(uuid, text) from public, anon, authenticated, service_role;

-- After Auth answered a claimed code: p_outcome 'accepted', 'wrong' (Auth said the code is not
-- valid) or 'not_checked'. Returns the end of the pause when this wrong code started one, else
-- null.
create or replace function private.settle_totp_code(p_factor_id uuid, p_code_hash text, p_outcome text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  wrong integer;
  paused_until timestamptz;
  is_agent boolean;
  address text;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if private.is_api_role() then
    raise exception 'settle_totp_code is called by the server only' using errcode = '42501';
  end if;
  if p_outcome not in ('accepted', 'wrong', 'not_checked') then
    raise exception 'unknown outcome' using errcode = '22023';
  end if;
  if p_outcome = 'accepted' then
    delete from private.mfa_wrong_codes where factor_id = p_factor_id and user_id = me;
    return null;
  end if;
  delete from private.mfa_used_codes
    where factor_id = p_factor_id and code_hash = p_code_hash and user_id = me;
  if p_outcome = 'not_checked' then
    return null;
  end if;

  -- Wrong guesses for one factor are counted one at a time, so two at once cannot both be the
  -- 4th (no pause) or both the 5th (two e-mails).
  perform pg_advisory_xact_lock(hashtextextended('mfa_factor_lock:' || p_factor_id::text, 0));
  insert into private.mfa_wrong_codes (factor_id, user_id) values (p_factor_id, me);
  select count(*) into wrong from private.mfa_wrong_codes
    where factor_id = p_factor_id and at > now() - interval '15 minutes';
  if wrong < 5 then
    return null;
  end if;

  insert into private.mfa_factor_locks as l (factor_id, user_id, locked_at, locked_until)
    values (p_factor_id, me, now(), now() + interval '15 minutes')
    on conflict (factor_id) do update
      set user_id = excluded.user_id, locked_at = excluded.locked_at,
          locked_until = excluded.locked_until
      where l.locked_until <= now()
    returning l.locked_until into paused_until;
  if paused_until is null then
    return null; -- already paused (a guess that was in flight when the pause began)
  end if;
  -- These guesses have done their work; after the pause the count starts again.
  delete from private.mfa_wrong_codes where factor_id = p_factor_id;

  is_agent := exists (select 1 from public.user_roles r where r.user_id = me and r.role = 'admin');
  perform private.audit('mfa.locked', 'auth_factor', p_factor_id,
    case when is_agent then null else me end,
    jsonb_build_object('user_id', me, 'locked_until', paused_until));
  select u.email into address from auth.users u where u.id = me;
  if address is not null and address ~ '^[^@\s]+@[^@\s]+$' then
    insert into public.email_outbox (template, to_address, client_id, payload)
      values ('mfa-locked', address, me, '{}'::jsonb);
  end if;
  return paused_until;
end;
$$;
revoke all on function private.settle_totp_code(uuid, text, text) from public, anon, authenticated, service_role;
