/** The inputs of an agent's and a client's matter forms (zod 4), shared by actions and lib. */
import { z } from 'zod';
import { DEADLINE_KINDS, MATTER_OUTCOMES, MATTER_STAGES } from './constants';
import { VISA_SUBCLASSES } from './labels';
import { MATTER_RULES, STAGE_FIELD_MESSAGES } from './messages';
import { canMove, fieldsFor } from './stages';
import { memberTarget } from './member-schemas';

const optionalDate = (error: string) =>
  z.iso
    .date({ error })
    .optional()
    .or(z.literal('').transform(() => undefined));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-AU')} characters.`)
    .optional()
    .transform((v) => v || undefined);

export const openMatterSchema = z.object({
  engagementId: z.uuid({ error: 'Choose an accepted engagement.' }),
  visaSubclass: z
    .string()
    .refine((v) => VISA_SUBCLASSES.some((s) => s.subclass === v), 'Choose the visa.'),
  title: z
    .string()
    .trim()
    .min(1, 'Give the matter a title.')
    .max(200, 'Use at most 200 characters.'),
});
export type OpenMatterInput = z.output<typeof openMatterSchema>;

/**
 * A stage change: `from` is the stage the form was shown at, so the fields it asks for are the
 * ones the move needs (lib/matters/stages.ts); the database checks the move again.
 */
export const stageChangeSchema = z
  .object({
    matterId: z.uuid(),
    from: z.enum(MATTER_STAGES, { error: 'Please reload the page and try again.' }),
    to: z.enum(MATTER_STAGES, { error: 'Choose the next stage.' }),
    trn: z
      .string()
      .trim()
      .max(40, 'Use at most 40 characters.')
      .optional()
      .transform((v) => v || undefined),
    lodgedOn: optionalDate(STAGE_FIELD_MESSAGES.lodgedOn),
    outcome: z
      .enum(MATTER_OUTCOMES, { error: STAGE_FIELD_MESSAGES.outcome })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    decidedOn: optionalDate(STAGE_FIELD_MESSAGES.decidedOn),
  })
  .superRefine((v, ctx) => {
    if (!canMove(v.from, v.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MATTER_RULES.matters_stage_order });
      return;
    }
    for (const field of fieldsFor(v.from, v.to))
      if (!v[field])
        ctx.addIssue({ code: 'custom', path: [field], message: STAGE_FIELD_MESSAGES[field] });
  });
export type StageChangeInput = z.output<typeof stageChangeSchema>;

export const summarySchema = z.object({
  matterId: z.uuid(),
  documentId: z.uuid({ error: 'Choose the application summary.' }),
});

export const deadlineSchema = z.object({
  matterId: z.uuid(),
  kind: z.enum(DEADLINE_KINDS, { error: 'Choose what the deadline is for.' }),
  dueOn: z.iso.date({ error: 'Enter the due date.' }),
  note: optionalText(2000),
  visibleToClient: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
  // Whose date it is on a family matter, and whether every member sees it.
  ...memberTarget,
});
export type DeadlineInput = z.output<typeof deadlineSchema>;

export const deadlineDoneSchema = z.object({
  id: z.uuid(),
  done: z.enum(['1', '0']).transform((v) => v === '1'),
});

export const deadlineConfirmSchema = z.object({
  id: z.uuid(),
  dueOn: z.iso.date({ error: 'Enter the date from the decision letter.' }),
  visibleToClient: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});

export const matterNoteSchema = z.object({
  matterId: z.uuid(),
  note: z.string().trim().min(1, 'Write the note.').max(4000, 'Use at most 4,000 characters.'),
  agentOnly: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});

export const matterApprovalSchema = z.object({
  matterId: z.uuid(),
  /** The summary the client opened: the one they approve. */
  documentId: z.uuid(),
  confirm: z.literal('on', { error: 'Tick the box to confirm you have checked the application.' }),
});
