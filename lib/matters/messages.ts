/**
 * The words an agent sees when a matter change is refused, in one place: the database refuses
 * by a code (the constraint it names, SQLSTATE 23514) and ./agent.ts turns the code into the
 * sentence here; the stage form's zod schema (./schemas.ts) uses the same words before the
 * database is asked. tests/rls/matter-stages-cases.ts fails when the database raises a code
 * that has no sentence here. Browser-safe.
 */
import type { StageField } from './stages';

/** By the code the database raises or the check constraint it names. */
export const MATTER_RULES = {
  matters_engagement_accepted: 'A matter can only be opened from an accepted engagement.',
  matters_engagement_same_client: 'That engagement belongs to another client.',
  matters_start_preparing: 'A new matter starts at preparing, with nothing lodged or decided.',
  matters_stage_order: 'The matter cannot move to that stage from where it is now.',
  matters_review_needs_summary: 'Attach the application summary before sending it to the client.',
  matters_lodged_needs_approval: 'The client has not approved this application summary yet.',
  matters_lodged_has_trn: 'A lodged application needs its TRN and lodgement date.',
  matters_decided_has_outcome: 'A decision needs its outcome and date.',
  matters_outcome_only_when_decided: 'An outcome is recorded only with the decision.',
  matters_decided_after_lodged: 'The decision date cannot be before the lodgement date.',
  matters_summary_same_client: 'The summary must be one of this client’s documents.',
  matters_summary_from_agent:
    'The summary must be a file you uploaded for the client to check, not one of their own.',
  matters_summary_before_lodgement: 'The summary cannot change once the application is lodged.',
  matters_lodged_not_future: 'The lodgement date cannot be in the future.',
  matters_decided_not_future: 'The decision date cannot be in the future.',
  matters_closed_unchanged: 'A closed matter cannot be changed.',
  matters_client_engagement_fixed: 'A matter’s client and engagement cannot be changed.',
  matters_money_held:
    'Money is still held for this matter. Refund it to the client or transfer it against an invoice before closing.',
  document_requests_matter_same_client: 'That matter belongs to another client.',
} as const;
export type MatterRule = keyof typeof MATTER_RULES;

export const isMatterRule = (code: string | undefined): code is MatterRule =>
  code !== undefined && Object.hasOwn(MATTER_RULES, code);

/** A detail the move needs and the form did not get: the field's own error line. */
export const STAGE_FIELD_MESSAGES: Record<StageField, string> = {
  trn: 'Enter the TRN.',
  lodgedOn: 'Enter the lodgement date.',
  outcome: 'Choose the outcome.',
  decidedOn: 'Enter the decision date.',
};

/** A refusal by RLS or the grants (42501). */
export const NOT_ALLOWED = 'You cannot make that change.';
/** A refusal by a rule without a code of its own (the database's sentence is shown instead). */
export const RULE_FALLBACK = 'That change is not allowed.';
