/**
 * A matter's stages, the moves between them and what each stage holds: the app's one copy of the
 * rules the database enforces (20261126120000_matters_rules.sql: private.matter_stage_allowed,
 * private.matters_before_update and the matters_* check constraints). The stage form, its zod
 * schema (./schemas.ts) and the write (./agent.ts) derive from it; tests/rls/matter-stages-cases.ts
 * holds it to what the database does, on PGlite and PostgreSQL 15. Browser-safe.
 */
import type { MatterStage } from './constants';
import type { MatterRule } from './messages';

/** The details a stage change can carry: the stage form's field names and the Drizzle columns'. */
export const STAGE_FIELDS = ['trn', 'lodgedOn', 'outcome', 'decidedOn'] as const;
export type StageField = (typeof STAGE_FIELDS)[number];

/**
 * What a matter always holds at each stage (checks matters_lodged_has_trn and
 * matters_decided_has_outcome): once lodged, the TRN and lodgement date stay through a request
 * for information and the decision.
 */
export const STAGE_HOLDS: Record<MatterStage, readonly StageField[]> = {
  preparing: [],
  client_review: [],
  lodged: ['trn', 'lodgedOn'],
  info_requested: ['trn', 'lodgedOn'],
  decided: ['trn', 'lodgedOn', 'outcome', 'decidedOn'],
  closed: [],
};

export interface StageMove {
  to: MatterStage;
  /** What the matter must already have, beyond the fields (a rule the database checks). */
  needs?: MatterRule;
}

/**
 * The moves an agent may make from each stage, in the order the form offers them (the first is
 * preselected). The client makes none: their one write is the approval (./approve.ts).
 */
export const STAGE_MOVES: Record<MatterStage, readonly StageMove[]> = {
  preparing: [{ to: 'client_review', needs: 'matters_review_needs_summary' }, { to: 'closed' }],
  client_review: [
    { to: 'lodged', needs: 'matters_lodged_needs_approval' },
    { to: 'preparing' },
    { to: 'closed' },
  ],
  lodged: [{ to: 'info_requested' }, { to: 'decided' }],
  info_requested: [{ to: 'lodged' }, { to: 'decided' }],
  decided: [{ to: 'closed' }],
  closed: [],
};

export const nextStages = (from: MatterStage): MatterStage[] => STAGE_MOVES[from].map((m) => m.to);

export const canMove = (from: MatterStage, to: string): to is MatterStage =>
  STAGE_MOVES[from].some((m) => m.to === to);

/** Where the application summary can still be attached or changed: not once it is lodged. */
export const SUMMARY_STAGES: readonly MatterStage[] = ['preparing', 'client_review'];

/**
 * The fields the agent enters for a move: what the new stage holds that the old one did not yet.
 * info_requested → lodged asks for nothing: the TRN and date of the lodgement stay.
 */
export const fieldsFor = (from: MatterStage, to: MatterStage): StageField[] =>
  STAGE_HOLDS[to].filter((f) => !STAGE_HOLDS[from].includes(f));
