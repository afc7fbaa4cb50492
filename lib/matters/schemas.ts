/** The inputs of an agent's and a client's matter forms (zod 4), shared by actions and lib. */
import { z } from 'zod';
import { DEADLINE_KINDS, MATTER_OUTCOMES, MATTER_STAGES } from './constants';
import { VISA_SUBCLASSES } from './labels';

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

export const stageChangeSchema = z
  .object({
    matterId: z.uuid(),
    to: z.enum(MATTER_STAGES, { error: 'Choose the next stage.' }),
    trn: z
      .string()
      .trim()
      .max(40, 'Use at most 40 characters.')
      .optional()
      .transform((v) => v || undefined),
    lodgedOn: optionalDate('Enter the lodgement date.'),
    outcome: z
      .enum(MATTER_OUTCOMES, { error: 'Choose the outcome.' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    decidedOn: optionalDate('Enter the decision date.'),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'lodged') {
      if (!v.trn) ctx.addIssue({ code: 'custom', path: ['trn'], message: 'Enter the TRN.' });
      if (!v.lodgedOn)
        ctx.addIssue({ code: 'custom', path: ['lodgedOn'], message: 'Enter the lodgement date.' });
    }
    if (v.to === 'decided') {
      if (!v.outcome)
        ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Choose the outcome.' });
      if (!v.decidedOn)
        ctx.addIssue({ code: 'custom', path: ['decidedOn'], message: 'Enter the decision date.' });
    }
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
  confirm: z.literal('on', { error: 'Tick the box to confirm you have checked the application.' }),
});
