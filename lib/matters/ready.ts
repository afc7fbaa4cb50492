/**
 * "Ready to lodge" (issue 38, finding 4 and the checklist it asks for): what the queue, the
 * matters list and the agent's matter page say once the client has approved the application, and
 * the checklist the agent reads before lodging (documents, approval, fees due, deadlines). Which
 * stages these are comes from the stage table (./stages.ts), never restated here. The checklist
 * warns; it blocks nothing the database does not (the approval is the one rule the database
 * holds, matters_lodged_needs_approval). Browser-safe.
 */
import { documentCategories } from '@/lib/config/document-checklist';
import type { DocumentCategory, DocumentStatus } from '@/lib/documents/constants';
import { formatCalendarDate } from '@/lib/time/format';
import { MATTER_STAGES, type DeadlineKind, type MatterStage } from './constants';
import { DEADLINE_LABELS } from './labels';
import { MATTER_RULES } from './messages';
import { STAGE_HOLDS, STAGE_MOVES } from './stages';

/** The stages from which lodging needs the client's approval (client_review in the table). */
export const APPROVAL_LODGE_STAGES: readonly MatterStage[] = MATTER_STAGES.filter((s) =>
  STAGE_MOVES[s].some((m) => m.to === 'lodged' && m.needs === 'matters_lodged_needs_approval'),
);

/** Not lodged yet (no TRN held) and still open (a move left): where the checklist is shown. */
export const BEFORE_LODGING_STAGES: readonly MatterStage[] = MATTER_STAGES.filter(
  (s) => !STAGE_HOLDS[s].includes('trn') && STAGE_MOVES[s].length > 0,
);

export const READY_TO_LODGE = 'Ready to lodge';

/** The client approved and the agent has not lodged yet. */
export const isReadyToLodge = (m: {
  stage: MatterStage;
  clientApprovedAt: Date | string | null;
}): boolean => APPROVAL_LODGE_STAGES.includes(m.stage) && m.clientApprovedAt != null;

interface LodgeCheck {
  key: 'documents' | 'approval' | 'fees' | 'deadlines';
  label: string;
  ok: boolean;
  /** What is missing, one line each, in words the agent reads at a glance. */
  missing: string[];
}

interface LodgeFacts {
  clientApprovedAt: Date | string | null;
  requests: {
    category: DocumentCategory;
    cancelledAt: Date | string | null;
    fulfilledBy: string | null;
    /** The status of the document that fulfilled the request, if any. */
    documentStatus: DocumentStatus | null;
  }[];
  deadlines: { kind: DeadlineKind; dueOn: string; doneAt: Date | string | null }[];
  /** The matter's open deposit requests and unpaid issued invoices (lib/billing/queries.ts). */
  money?: {
    depositRequests: { reference: string; dueOn: string }[];
    invoices: { number: string | null; dueOn: string | null }[];
  };
}

/** The ready-to-lodge checklist; `today` is the agency's calendar date (YYYY-MM-DD). */
export function lodgeChecklist(m: LodgeFacts, today: string): LodgeCheck[] {
  const documents = m.requests
    .filter((r) => !r.cancelledAt)
    .flatMap((r) => {
      const name = documentCategories[r.category].label;
      if (!r.fulfilledBy) return [`${name}: not received`];
      if (r.documentStatus === 'needs_replacement') return [`${name}: needs replacement`];
      if (r.documentStatus !== 'accepted') return [`${name}: received, not reviewed yet`];
      return [];
    });
  // Fees due: what the client was asked to pay by today and has not (a request paid, or an
  // invoice paid in full, leaves these lists). Amounts stay on the Money section.
  const fees = [
    ...(m.money?.depositRequests ?? [])
      .filter((r) => r.dueOn <= today)
      .map((r) => `Payment ${r.reference}: due ${formatCalendarDate(r.dueOn)}, not received`),
    ...(m.money?.invoices ?? [])
      .filter((i) => i.dueOn != null && i.dueOn <= today)
      .map((i) => `Invoice ${i.number ?? ''}: due ${formatCalendarDate(i.dueOn!)}, unpaid`),
  ];
  const overdue = m.deadlines
    .filter((d) => !d.doneAt && d.dueOn < today)
    .map((d) => `${DEADLINE_LABELS[d.kind]}: was due ${formatCalendarDate(d.dueOn)}`);
  return [
    {
      key: 'documents',
      label: 'Requested documents received and accepted',
      ok: documents.length === 0,
      missing: documents,
    },
    {
      key: 'approval',
      label: 'Application summary approved by the client',
      ok: m.clientApprovedAt != null,
      missing: m.clientApprovedAt != null ? [] : [MATTER_RULES.matters_lodged_needs_approval],
    },
    {
      key: 'fees',
      label: 'Fees due paid',
      ok: fees.length === 0,
      missing: fees,
    },
    {
      key: 'deadlines',
      label: 'No deadline overdue',
      ok: overdue.length === 0,
      missing: overdue,
    },
  ];
}
