import type { ListMembership, VisaOption } from '../types';

/** The skilled visas open to an MLTSSL occupation; 190 and 491 still need a state (or relative). */
export const MLTSSL_VISAS: VisaOption[] = [
  { subclass: '189' },
  { subclass: '190', note: 'A state or territory must nominate you, from its own list.' },
  {
    subclass: '491',
    note: 'A state or territory nominates you, or an eligible relative in a designated regional area sponsors you.',
  },
  { subclass: '482', note: 'Skills in Demand visa: an employer sponsors you.' },
  { subclass: '186', note: 'An employer nominates you.' },
  { subclass: '494', note: 'A regional employer sponsors you.' },
];

export const onMltssl = (verified: boolean, note?: string): ListMembership => ({
  list: 'MLTSSL',
  onList: true,
  anzscoVersion: '2013',
  verified,
  ...(note ? { note } : {}),
});

/** Our notes say MLTSSL, but nobody has yet checked the current Home Affairs list. */
export const unconfirmedMltssl = (): ListMembership =>
  onMltssl(
    false,
    'Listed as MLTSSL in our notes but not yet confirmed against the current Home Affairs list.',
  );
