/**
 * How a matter reads: the client's one sentence per stage, the step shown as current, the
 * deadline groups of /admin/deadlines (overdue first, then 7 / 14 / 30 days), and the stage
 * e-mail, which links to the matter and says nothing else about it.
 */
import { deadlineGroups } from '@/lib/matters/deadline-groups';
import { clientStageSentence, clientStepIndex, VISA_SUBCLASSES } from '@/lib/matters/labels';
import { matterTemplates } from '@/lib/mail/matter-templates';

const base = { outcome: null, lodgedOn: null, decidedOn: null, clientApprovedAt: null } as const;

describe('matters for the client', () => {
  it('says where the application stands in plain words', () => {
    expect(clientStageSentence({ ...base, stage: 'preparing' })).toBe(
      'We are preparing your application.',
    );
    expect(clientStageSentence({ ...base, stage: 'lodged', lodgedOn: '2027-03-03' })).toBe(
      'Lodged with the Department of Home Affairs on 3 Mar 2027.',
    );
    expect(
      clientStageSentence({
        ...base,
        stage: 'decided',
        outcome: 'granted',
        decidedOn: '2027-09-01',
      }),
    ).toBe('Your visa was granted on 1 Sept 2027.');
    expect(clientStepIndex('info_requested')).toBe(clientStepIndex('lodged'));
  });

  it('offers the catalogue’s subclasses', () => {
    expect(VISA_SUBCLASSES.map((v) => v.subclass)).toEqual(
      expect.arrayContaining(['189', '190', '500', '820/801']),
    );
  });

  it('e-mails a link to the matter only', () => {
    const id = '6f1c1d2e-0000-4000-8000-000000000009';
    const mail = matterTemplates['matter-updated']!.render({ matter_id: id }, 'https://a.au', {
      count: 1,
      firstName: 'Ayesha',
    });
    expect(mail.text).toContain(`https://a.au/dashboard/matters/${id}`);
    expect(mail.text).not.toMatch(/lodged|granted|refused|TRN/i);
    // A payload that is not a matter id never becomes part of a link.
    const odd = matterTemplates['matter-updated']!.render({ matter_id: '../x' }, 'https://a.au', {
      count: 1,
    });
    expect(odd.text).toContain('https://a.au/dashboard?tab=matters');
  });
});

describe('deadline groups', () => {
  const d = (dueOn: string, doneAt: Date | null = null) => ({ dueOn, doneAt });
  it('orders overdue, then 7, 14 and 30 days, then later; done last', () => {
    const groups = deadlineGroups(
      [
        d('2026-11-25'),
        d('2026-11-26'),
        d('2026-12-03'),
        d('2026-12-04'),
        d('2026-12-10'),
        d('2026-12-11'),
        d('2026-12-26'),
        d('2026-12-27'),
        d('2026-11-01', new Date('2026-11-02T00:00:00Z')),
      ],
      '2026-11-26',
    );
    expect(Object.fromEntries(groups.map((g) => [g.key, g.items.map((i) => i.dueOn)]))).toEqual({
      overdue: ['2026-11-25'],
      week: ['2026-11-26', '2026-12-03'],
      fortnight: ['2026-12-04', '2026-12-10'],
      month: ['2026-12-11', '2026-12-26'],
      later: ['2026-12-27'],
      done: ['2026-11-01'],
    });
  });
});
