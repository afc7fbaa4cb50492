-- One trigger function per shared pattern (issue 37): tables that share a rule point their
-- triggers at one function instead of each keeping its own copy.
--
--   private.append_only()           history tables no one edits (audit_log, assessment_events,
--                                   matter_events); replaces three *_append_only functions
--   private.touch_updated_at()      updated_at on every update; moved out of `public` (the Data
--                                   API's schema) where it had no reason to be
--   private.retain_until_from_today() the Code of Conduct's 7 years, counted from the calendar day
--                                   in Sydney; written out in three trigger functions before

-- Append-only. Arguments: the message's subject, then optionally the setting and the row's column
-- that let the retention job (and only it) delete a destroyed record's history: the job sets the
-- setting to that record's id for its own transaction (private.destroy_matter).
create function private.append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' and tg_nargs = 3
     and current_setting(tg_argv[1], true) = to_jsonb(old) ->> tg_argv[2] then
    return old;
  end if;
  raise exception '% is append-only', tg_argv[0] using errcode = '42501';
end;
$$;
revoke all on function private.append_only() from public, anon, authenticated, service_role;

drop trigger audit_log_no_update_delete on public.audit_log;
drop trigger audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_update_delete before update or delete on public.audit_log
  for each row execute function private.append_only('audit_log');
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.append_only('audit_log');

drop trigger assessment_events_no_update_delete on public.assessment_events;
create trigger assessment_events_no_update_delete before update or delete on public.assessment_events
  for each row when (pg_trigger_depth() < 1)
  execute function private.append_only('assessment history');

drop trigger matter_events_no_update_delete on public.matter_events;
create trigger matter_events_no_update_delete before update or delete on public.matter_events
  for each row when (pg_trigger_depth() < 1)
  execute function private.append_only('a matter''s history', 'app.destroying_matter', 'matter_id');

drop function private.audit_log_is_append_only();
drop function private.assessment_events_are_append_only();
drop function private.matter_events_are_append_only();

-- updated_at.
create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public, anon, authenticated, service_role;

drop trigger document_requests_touch_updated_at on public.document_requests;
drop trigger leads_touch_updated_at on public.leads;
drop trigger profiles_touch_updated_at on public.profiles;
create trigger document_requests_touch_updated_at before update on public.document_requests
  for each row execute function private.touch_updated_at();
create trigger leads_touch_updated_at before update on public.leads
  for each row execute function private.touch_updated_at();
create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();
drop function public.touch_updated_at();

-- The retention date: 7 years after the last action on the file (Code of Conduct), from today's
-- date in Sydney (private.sydney_today(), the agency's calendar day).
create function private.retain_until_from_today() returns date
language sql stable set search_path = '' as $$
  select (private.sydney_today() + interval '7 years')::date
$$;
revoke all on function private.retain_until_from_today() from public, anon, authenticated, service_role;

-- The three trigger functions that wrote the rule out call it instead. Their bodies are long and
-- owned by other migrations, so the one expression is replaced in whatever body is current
-- (supabase/schema/private.sql shows the result); the count check fails the migration if a body
-- no longer holds the expression exactly once.
do $$
declare
  fn text;
  def text;
  rule constant text := '((now() at time zone ''Australia/Sydney'')::date + interval ''7 years'')::date';
begin
  foreach fn in array array['private.assessments_set_retention()', 'private.documents_before_update()',
                            'private.matters_before_update()'] loop
    def := pg_get_functiondef(fn::regprocedure);
    if (char_length(def) - char_length(replace(def, rule, ''))) / char_length(rule) <> 1 then
      raise exception '%: expected the retention expression once', fn;
    end if;
    execute replace(def, rule, 'private.retain_until_from_today()');
  end loop;
end;
$$;
