/**
 * The stage form's check (issue 37): each move asks for what the new stage holds that the old one
 * did not (lib/matters/stages.ts), in the words of lib/matters/messages.ts. A reply to a request
 * for information (info_requested → lodged) asks for nothing: the TRN and date stay.
 */
import { STAGE_FIELD_MESSAGES } from '@/lib/matters/messages';
import { stageChangeSchema } from '@/lib/matters/schemas';

const matterId = '9f1c2a7e-4b1d-4c3a-8e2f-0a1b2c3d4e5f';
const errorsOf = (input: Record<string, string>) => {
  const r = stageChangeSchema.safeParse({ matterId, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('a stage change', () => {
  it('back to lodged after a request for information needs no TRN or date', () => {
    expect(errorsOf({ from: 'info_requested', to: 'lodged' })).toEqual({});
  });

  it('the first lodgement needs the TRN and date, each on its own field', () => {
    expect(errorsOf({ from: 'client_review', to: 'lodged', trn: '', lodgedOn: '' })).toEqual({
      trn: STAGE_FIELD_MESSAGES.trn,
      lodgedOn: STAGE_FIELD_MESSAGES.lodgedOn,
    });
  });

  it('a decision needs its outcome and date from either lodged stage', () => {
    for (const from of ['lodged', 'info_requested'])
      expect(errorsOf({ from, to: 'decided' })).toEqual({
        outcome: STAGE_FIELD_MESSAGES.outcome,
        decidedOn: STAGE_FIELD_MESSAGES.decidedOn,
      });
  });

  it('a move the table does not have is refused on the stage field', () => {
    expect(Object.keys(errorsOf({ from: 'preparing', to: 'lodged' }))).toEqual(['to']);
  });

  it('keeps only the details the move asks for', () => {
    const r = stageChangeSchema.safeParse({
      matterId,
      from: 'client_review',
      to: 'lodged',
      trn: ' EGO1234567 ',
      lodgedOn: '2026-11-20',
    });
    expect(r.success && r.data).toMatchObject({ trn: 'EGO1234567', lodgedOn: '2026-11-20' });
  });
});
