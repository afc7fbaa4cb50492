import { MAX_AGE } from '../constants';
import type { PointsRuleTable } from '../rules/types';
import type { BreakdownRow, PartnerStatus, Visa } from '../types';
import { selectKey } from '../wording';

const PARTNER_NOTE: Record<PartnerStatus, (ageLimit: number) => string> = {
  'single-or-citizen-partner': () =>
    'Single, or your partner is an Australian citizen or permanent resident',
  'skilled-partner': (ageLimit) =>
    `Your partner is under ${ageLimit}, has Competent English and a suitable skills assessment in a listed occupation`,
  'competent-english-partner': () =>
    'Your partner has Competent English (but not a skills assessment)',
  none: () =>
    'Your partner is not an Australian, has no Competent English and no skills assessment',
};

/** The age a skilled partner must be under: the same limit as the applicant's. */
export function ageLimitOf(rules: PointsRuleTable): number {
  return rules.age.value[rules.age.value.length - 1]!.below ?? MAX_AGE;
}

export function partnerRow(rules: PointsRuleTable, partner: PartnerStatus): BreakdownRow {
  const points = rules.partner.value[partner];
  const ageLimit = ageLimitOf(rules);
  return {
    id: 'partner',
    factor: 'Partner',
    points,
    note: `${PARTNER_NOTE[partner](ageLimit)}: scores ${points}`,
    noteWording: { id: 'note.partner', values: { partner: selectKey(partner), ageLimit, points } },
  };
}

const NOMINATION_NOTE: Record<Visa, string> = {
  '189': 'The 189 is not nominated, so there are no nomination points',
  '190': 'State or territory nomination for the 190 scores',
  '491':
    'State or territory nomination, or sponsorship by an eligible relative in regional Australia, for the 491 scores',
};

export function nominationRow(rules: PointsRuleTable, visa: Visa): BreakdownRow {
  const points = rules.nomination.value[visa];
  return {
    id: 'nomination',
    factor: 'Nomination',
    points,
    note: visa === '189' ? NOMINATION_NOTE[visa] : `${NOMINATION_NOTE[visa]} ${points}`,
    noteWording:
      visa === '189'
        ? { id: 'note.nomination189' }
        : { id: `note.nomination${visa}`, values: { points } },
  };
}
