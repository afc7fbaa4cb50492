/**
 * Family matters, browser-safe: what each member is called to the people on the matter, the
 * agent's words for the database's refusals, and the grouping of a matter's items by person
 * that the client's matter page shows ("You", "Ayesha (partner)", "Zara (child)").
 */
import type { MemberRole } from './constants';

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  primary_applicant: 'Main applicant',
  sponsor: 'Sponsor',
  partner: 'Partner',
  dependent_child: 'Child',
  other: 'Other family member',
};

/** By the constraint the database names (20261130150000_matter_members.sql). */
export const MEMBER_RULES = {
  matter_members_matter_fixed: 'A person stays on the matter they were added to.',
  matter_members_not_holder:
    'That is the account holder’s own login: they already see everything on this matter.',
  matter_members_not_agent: 'That e-mail belongs to an agent. Use the person’s own e-mail.',
  matter_members_one_login_per_matter: 'That login is already a member of this matter.',
  matter_members_has_items:
    'This person has documents, requests or dates on the matter, so they stay on it.',
  document_requests_member_same_matter: 'That person is on another matter.',
  deadlines_member_same_matter: 'That person is on another matter.',
  documents_member_same_matter: 'That person is on another matter.',
} as const;

export interface MemberLike {
  id: string;
  role: MemberRole;
  fullName: string;
  relationship: string | null;
  userId: string | null;
}

/**
 * "Ayesha (partner)": the first name and what they are to the family, by the relationship the
 * agent entered, else by their role on the application ("Zara (child)").
 */
export function memberLabel(m: Pick<MemberLike, 'role' | 'fullName' | 'relationship'>): string {
  const first = m.fullName.trim().split(/\s+/)[0] || m.fullName;
  return `${first} (${m.relationship || MEMBER_ROLE_LABELS[m.role].toLowerCase()})`;
}

export interface PersonItem {
  memberId: string | null;
  shared: boolean;
}

export interface PersonGroup<R, D, K> {
  /** The member's id; 'me' for the viewer's own items, 'shared' for the family's. */
  key: string;
  label: string;
  /** Whom an upload in this group is for (null: the account holder's own). */
  uploadFor: string | null;
  requests: R[];
  documents: D[];
  dates: K[];
}

/**
 * The matter's items by person, as the viewer sees them. The account holder: "You" (their own
 * and untagged items) first, then each member in the order they were added. A member's own
 * login: "You" (their items), then "Shared with your family". Groups with nothing are kept for
 * members (the holder sees everyone on the application), dropped for the shared group.
 */
export function groupByPerson<R extends PersonItem, D extends PersonItem, K extends PersonItem>(
  viewer: { isHolder: boolean; memberId: string | null },
  members: readonly MemberLike[],
  items: { requests: R[]; documents: D[]; dates: K[] },
): PersonGroup<R, D, K>[] {
  const pick = (test: (i: PersonItem) => boolean) => ({
    requests: items.requests.filter(test),
    documents: items.documents.filter(test),
    dates: items.dates.filter(test),
  });
  if (viewer.isHolder) {
    const known = new Set(members.map((m) => m.id));
    return [
      {
        key: 'me',
        label: 'You',
        uploadFor: null,
        ...pick((i) => !i.memberId || !known.has(i.memberId)),
      },
      ...members.map((m) => ({
        key: m.id,
        label: memberLabel(m),
        uploadFor: m.id,
        ...pick((i) => i.memberId === m.id),
      })),
    ];
  }
  const mine = viewer.memberId;
  const shared = pick((i) => i.memberId !== mine);
  const groups: PersonGroup<R, D, K>[] = [
    { key: 'me', label: 'You', uploadFor: mine, ...pick((i) => i.memberId === mine && !!mine) },
  ];
  if (shared.requests.length + shared.documents.length + shared.dates.length > 0)
    groups.push({ key: 'shared', label: 'Shared with your family', uploadFor: mine, ...shared });
  return groups;
}
