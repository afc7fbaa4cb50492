-- Security notices about the account itself ("The portal as tried, round 2", finding 8 and the
-- low list), each a link-only e-mail to the address on file (auth.users), never one a caller
-- names:
--
-- - 'account-closed': when an account is closed (by the client or an agent), the date and how to
--   reach the agency to reopen it or start again.
-- - 'two-step-on' / 'two-step-off': when an authenticator is set up, or removed (by the person or,
--   for an agent, by a colleague), so a change the owner did not make does not go unnoticed.
-- - 'account-closed-signup': someone signed up again with the address of a closed account. Auth
--   answers such a sign-up exactly as any other ("check your e-mail") and sends nothing, so the
--   owner would wait for a link that never comes. The server asks for this notice after every
--   sign-up (private.queue_closed_signup_notice): the page says the same whatever the answer, so a
--   stranger learns nothing more than today, and only the address's owner reads that it belongs to
--   a closed account. At most one a day per address.
--
-- And the matter e-mail says whether the client has something to do: its payload names what is
-- needed ('approval' at client_review, 'information' at info_requested), nothing else.

-- ---------------------------------------------------------------------------------------------
-- As in 20261128160000_actor_from_claims.sql, plus the closing notice.
create or replace function private.close_account(p_account uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  changed boolean;
  ended integer;
  address text;
begin
  if me is null or p_account is null then
    raise exception 'close_account: sign in first, and name the account' using errcode = '22023';
  end if;
  if me <> p_account and not (select public.is_admin()) then
    raise exception 'only the client or an agent closes an account' using errcode = '42501';
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = p_account and r.role = 'admin') then
    raise exception 'revoke the agent role before closing an agent''s account' using errcode = '42501';
  end if;
  update public.profiles set closed_at = now(), closed_by = me, updated_at = now()
    where id = p_account and closed_at is null;
  changed := found;
  -- Always, also when the profile was closed already: a session opened since is ended too.
  delete from auth.sessions where user_id = p_account;
  get diagnostics ended = row_count;
  if changed then
    perform private.audit('account.closed', 'profile', p_account, p_account,
      jsonb_build_object('by', case when me = p_account then 'client' else 'agent' end,
                         'sessions_ended', ended));
    select u.email into address from auth.users u where u.id = p_account;
    if address is not null and address ~ '^[^@\s]+@[^@\s]+$' then
      insert into public.email_outbox (template, to_address, client_id, payload)
        values ('account-closed', address, p_account,
                jsonb_build_object('closed_on', to_char(now() at time zone 'utc', 'YYYY-MM-DD')));
    end if;
  end if;
  return changed;
end;
$$;
revoke all on function private.close_account(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- As in 20261128140000_factor_recoveries.sql, plus the notice to the factor's owner. The
-- scheduled removal after a recovery request sends its own e-mail ('factor-recovery-completed').
create or replace function private.record_factor_change(p_action text, p_user_id uuid, p_factor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  target_is_agent boolean;
  due_request uuid;
  address text;
begin
  if me is null then
    if p_action = 'mfa.factor_removed' and not private.is_api_role() then
      select r.id into due_request from public.factor_recoveries r
       where r.client_id = p_user_id and r.status = 'approved' and r.removal_due_at <= now();
    end if;
    if due_request is null then
      raise exception 'sign in first' using errcode = '42501';
    end if;
    perform private.audit('mfa.factor_removed', 'auth_factor', p_factor_id, p_user_id,
      jsonb_build_object('user_id', p_user_id, 'factor_recovery_id', due_request));
    return;
  end if;
  if p_action not in ('mfa.factor_verified', 'mfa.factor_removed') then
    raise exception 'unknown action' using errcode = '22023';
  end if;
  target_is_agent := exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role = 'admin');
  if p_user_id is distinct from me
     and not (p_action = 'mfa.factor_removed' and (select public.is_admin()) and target_is_agent) then
    raise exception 'agents only, for a colleague' using errcode = '42501';
  end if;
  perform private.audit(p_action, 'auth_factor', p_factor_id,
    case when target_is_agent then null else p_user_id end,
    jsonb_build_object('user_id', p_user_id));
  select u.email into address from auth.users u where u.id = p_user_id;
  if address is not null and address ~ '^[^@\s]+@[^@\s]+$' then
    -- client_id only for a client: agents are never greeted from a client's profile.
    insert into public.email_outbox (template, to_address, client_id, payload)
      values (case when p_action = 'mfa.factor_verified' then 'two-step-on' else 'two-step-off' end,
              address, case when target_is_agent then null else p_user_id end,
              jsonb_build_object('page', case when target_is_agent then 'admin' else 'dashboard' end));
  end if;
end;
$$;
revoke all on function private.record_factor_change(text, uuid, uuid) from public, anon, service_role;
grant execute on function private.record_factor_change(text, uuid, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- After a sign-up: when the address belongs to a closed account, tell its owner (once a day).
-- Says nothing back, so the caller cannot tell a closed account from any other address.
create function private.queue_closed_signup_notice(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  account uuid;
  address text;
  closed timestamptz;
begin
  select u.id, u.email, p.closed_at into account, address, closed
    from auth.users u join public.profiles p on p.id = u.id
   where lower(u.email) = lower(btrim(coalesce(p_email, ''))) and p.closed_at is not null
   limit 1;
  if account is null or address !~ '^[^@\s]+@[^@\s]+$' then
    return;
  end if;
  if exists (select 1 from public.email_outbox o
              where o.template = 'account-closed-signup' and o.client_id = account
                and o.created_at > now() - interval '1 day') then
    return;
  end if;
  insert into public.email_outbox (template, to_address, client_id, payload)
    values ('account-closed-signup', address, account,
            jsonb_build_object('closed_on', to_char(closed at time zone 'utc', 'YYYY-MM-DD')));
end;
$$;
-- Nobody's token calls it: only the server's own role (the owner), after a sign-up.
revoke all on function private.queue_closed_signup_notice(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- As in 20261126120000_matters_rules.sql, plus what the client must do, if anything, read from
-- the matter's stage as it is now (the triggers call this after the write).
create or replace function private.queue_matter_mail(p_client_id uuid, p_matter_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
  needs text;
begin
  select u.email into client_email from auth.users u where u.id = p_client_id;
  select case m.stage when 'client_review' then 'approval' when 'info_requested' then 'information' end
    into needs from public.matters m where m.id = p_matter_id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, client_id, payload)
    values ('matter-updated', client_email, p_client_id,
            jsonb_strip_nulls(jsonb_build_object('matter_id', p_matter_id, 'needs', needs)));
  end if;
end;
$$;
revoke all on function private.queue_matter_mail(uuid, uuid) from public, anon, authenticated, service_role;
