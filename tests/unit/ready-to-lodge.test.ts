/**
 * The ready-to-lodge checklist (lib/matters/ready.ts): which stages it speaks of come from the
 * stage table, and each line says what is missing in the agent's words.
 */
import {
  APPROVAL_LODGE_STAGES,
  BEFORE_LODGING_STAGES,
  isReadyToLodge,
  lodgeChecklist,
} from '@/lib/matters/ready';

const facts = {
  clientApprovedAt: null,
  requests: [
    { category: 'passport' as const, cancelledAt: null, fulfilledBy: null, documentStatus: null },
    {
      category: 'english-test' as const,
      cancelledAt: null,
      fulfilledBy: 'd1',
      documentStatus: 'uploaded' as const,
    },
    {
      category: 'qualification' as const,
      cancelledAt: null,
      fulfilledBy: 'd2',
      documentStatus: 'accepted' as const,
    },
    {
      category: 'other' as const,
      cancelledAt: '2026-11-01',
      fulfilledBy: null,
      documentStatus: null,
    },
  ],
  deadlines: [
    { kind: 'police_certificate' as const, dueOn: '2026-11-27', doneAt: null },
    { kind: 'visa_expiry' as const, dueOn: '2026-11-28', doneAt: null },
    { kind: 'other' as const, dueOn: '2026-11-01', doneAt: '2026-11-01' },
  ],
};

describe('ready to lodge', () => {
  test('the stages come from the stage table', () => {
    expect(APPROVAL_LODGE_STAGES).toEqual(['client_review']);
    expect(BEFORE_LODGING_STAGES).toEqual(['preparing', 'client_review']);
    expect(isReadyToLodge({ stage: 'client_review', clientApprovedAt: new Date() })).toBe(true);
    expect(isReadyToLodge({ stage: 'client_review', clientApprovedAt: null })).toBe(false);
    expect(isReadyToLodge({ stage: 'lodged', clientApprovedAt: new Date() })).toBe(false);
  });

  test('says what is missing: documents, approval, overdue deadlines', () => {
    const byKey = Object.fromEntries(lodgeChecklist(facts, '2026-11-28').map((c) => [c.key, c]));
    expect(byKey.documents).toMatchObject({
      ok: false,
      missing: ['Passport: not received', 'English test result: received, not reviewed yet'],
    });
    expect(byKey.approval).toMatchObject({ ok: false });
    expect(byKey.deadlines!.missing).toEqual(['Police certificate: was due 27 Nov 2026']);
  });

  test('fees due and unpaid are missing; fees not yet due are not', () => {
    const money = {
      depositRequests: [
        { reference: 'SC-7K2Q', dueOn: '2026-11-28' },
        { reference: 'SC-9P4M', dueOn: '2026-12-05' },
      ],
      invoices: [
        { number: '2026-0007', dueOn: '2026-11-20' },
        { number: '2026-0009', dueOn: '2026-12-12' },
        { number: '2026-0010', dueOn: null },
      ],
    };
    const fees = lodgeChecklist({ ...facts, money }, '2026-11-28').find((c) => c.key === 'fees')!;
    expect(fees).toMatchObject({
      ok: false,
      missing: [
        'Payment SC-7K2Q: due 28 Nov 2026, not received',
        'Invoice 2026-0007: due 20 Nov 2026, unpaid',
      ],
    });
    const none = lodgeChecklist(facts, '2026-11-28').find((c) => c.key === 'fees')!;
    expect(none).toMatchObject({ ok: true, missing: [] });
  });

  test('all met', () => {
    const done = lodgeChecklist(
      { clientApprovedAt: new Date(), requests: [facts.requests[2]!], deadlines: [] },
      '2026-11-28',
    );
    expect(done.every((c) => c.ok && c.missing.length === 0)).toBe(true);
  });
});
