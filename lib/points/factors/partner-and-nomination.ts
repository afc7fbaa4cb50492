import type { PointsRuleTable } from '../rules/types';
import type { BreakdownRow, PartnerStatus, Visa } from '../types';

const PARTNER_NOTE: Record<PartnerStatus, string> = {
  'single-or-citizen-partner':
    'Single, or your partner is an Australian citizen or permanent resident',
  'skilled-partner':
    'Your partner is under 45, has Competent English and a suitable skills assessment in a listed occupation',
  'competent-english-partner': 'Your partner has Competent English (but not a skills assessment)',
  none: 'Your partner is not an Australian, has no Competent English and no skills assessment',
};

export function partnerRow(rules: PointsRuleTable, partner: PartnerStatus): BreakdownRow {
  const points = rules.partner.value[partner];
  return { factor: 'Partner', points, note: `${PARTNER_NOTE[partner]}: scores ${points}` };
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
    factor: 'Nomination',
    points,
    note: visa === '189' ? NOMINATION_NOTE[visa] : `${NOMINATION_NOTE[visa]} ${points}`,
  };
}
