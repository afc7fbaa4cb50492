/** A family matter's items by person (lib/matters/member-labels.ts groupByPerson, memberLabel). */
import { groupByPerson, memberLabel, type MemberLike } from '@/lib/matters/member-labels';

const ayesha: MemberLike = {
  id: 'm-ayesha',
  role: 'primary_applicant',
  fullName: 'Ayesha Khan',
  relationship: 'partner',
  userId: 'u-ayesha',
};
const zara: MemberLike = {
  id: 'm-zara',
  role: 'dependent_child',
  fullName: 'Zara Taylor',
  relationship: null,
  userId: null,
};
const item = (id: string, memberId: string | null, shared = false) => ({ id, memberId, shared });
const items = {
  requests: [item('r-you', null), item('r-ayesha', 'm-ayesha'), item('r-zara', 'm-zara')],
  documents: [item('d-shared', null, true)],
  dates: [item('k-zara', 'm-zara')],
};
const ids = (g: {
  requests: { id: string }[];
  documents: { id: string }[];
  dates: { id: string }[];
}) => [...g.requests, ...g.documents, ...g.dates].map((x) => x.id);

test('labels say the first name and what they are to the family', () => {
  expect(memberLabel(ayesha)).toBe('Ayesha (partner)');
  expect(memberLabel(zara)).toBe('Zara (child)');
});

test('the account holder sees You first, then each member, each with their own items', () => {
  const groups = groupByPerson({ isHolder: true, memberId: null }, [ayesha, zara], items);
  expect(groups.map((g) => [g.label, g.uploadFor, ids(g)])).toEqual([
    ['You', null, ['r-you', 'd-shared']],
    ['Ayesha (partner)', 'm-ayesha', ['r-ayesha']],
    ['Zara (child)', 'm-zara', ['r-zara', 'k-zara']],
  ]);
});

test("a member's own login sees You and the shared items (what RLS gave it)", () => {
  const seen = {
    requests: [item('r-ayesha', 'm-ayesha')],
    documents: [item('d-shared', null, true)],
    dates: [],
  };
  const groups = groupByPerson({ isHolder: false, memberId: 'm-ayesha' }, [ayesha], seen);
  expect(groups.map((g) => [g.label, ids(g)])).toEqual([
    ['You', ['r-ayesha']],
    ['Shared with your family', ['d-shared']],
  ]);
});
