-- An assessment is sent only with its health and character step answered: the consent tick
-- (ticked or not) is in the answers, and any health or character answer has the consent, both
-- in the answers and as stored with the draft. "Yes, convicted" left without the tick was
-- dropped on the way and the assessment went to the agency without the disclosure; now the
-- database refuses to send a set that lacks the step or carries an answer without the consent.
create or replace function private.submit_assessment(p_assessment_id uuid, p_answers jsonb, p_result jsonb)
returns text language plpgsql set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  a public.assessments;
begin
  if me is null or p_assessment_id is null
    or jsonb_typeof(p_answers) is distinct from 'object' or jsonb_typeof(p_result) is distinct from 'object' then
    raise exception 'submit_assessment: a signed-in client, assessment, answers and result are required'
      using errcode = '22023';
  end if;
  select * into a from public.assessments
    where id = p_assessment_id and client_id = me
    for update;
  if not found or a.status <> 'draft' then
    return 'not_draft';
  end if;
  if p_result ->> 'kind' is distinct from a.type then
    raise exception 'submit_assessment: the result is not for a % assessment', a.type
      using errcode = '22023';
  end if;
  -- The step was answered: its tick box is saved as true or false, never missing.
  if jsonb_typeof(p_answers -> 'consentSensitive') is distinct from 'boolean' then
    return 'consent_required';
  end if;
  if p_answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails']
    and ((a.consents -> 'sensitive' ->> 'agreed') is distinct from 'true'
         or p_answers -> 'consentSensitive' is distinct from 'true'::jsonb) then
    return 'consent_required';
  end if;
  -- The draft as saved holds health or character answers the sent set leaves out: never send
  -- without a disclosure the client made.
  if a.answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails']
    and not (p_answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails']) then
    return 'consent_required';
  end if;
  -- 5 a day: "8 submissions queued 8 e-mails" was the flood. Counted only for a valid send.
  if not private.take_rate_limit('assessment-submitted', me::text, 86400, 5) then
    return 'rate_limited';
  end if;
  update public.assessments
    set status = 'submitted',
        answers = p_answers,
        result = p_result,
        consents = a.consents || jsonb_build_object('general_notice', jsonb_build_object('agreed', true))
    where id = a.id;
  return 'submitted';
end;
$$;

revoke all on function private.submit_assessment(uuid, jsonb, jsonb) from public, anon, authenticated;
