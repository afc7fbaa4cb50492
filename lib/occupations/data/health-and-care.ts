import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { Occupation } from '../types';
import { MLTSSL_VISAS, onMltssl, unconfirmedMltssl } from './common';

export const nurse: Occupation = {
  slug: 'nurse',
  title: 'Registered Nurse',
  anzsco: [
    { code: '254411', title: 'Nurse Practitioner', version: '2013' },
    { code: '254412', title: 'Registered Nurse (Aged Care)', version: '2013' },
    { code: '254415', title: 'Registered Nurse (Critical Care and Emergency)', version: '2013' },
    { code: '254418', title: 'Registered Nurse (Medical)', version: '2013' },
    { code: '254423', title: 'Registered Nurse (Perioperative)', version: '2013' },
    { code: '254424', title: 'Registered Nurse (Surgical)', version: '2013' },
    { code: '254499', title: 'Registered Nurses nec', version: '2013' },
  ],
  assessingAuthorities: [authorities.anmac],
  assessmentRules: [
    {
      text: 'ANMAC assesses nurses and midwives for skilled migration; registered nurses in unit group 2544 choose the specialty that matches their experience.',
      verified: true,
      source: authorities.anmac.url,
    },
    {
      text: 'Most overseas-trained nurses need registration with the Nursing and Midwifery Board of Australia (through Ahpra) as part of the path; check the current order of steps with ANMAC.',
      verified: false,
      source: authorities.anmac.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'We know of no fixed number of years ANMAC keeps back; work as a registered nurse after qualifying usually counts.',
  },
  lists: [onMltssl(true)],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: false,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, authorities.anmac.url, ANZSCO_ABS],
};

export const socialWorker: Occupation = {
  slug: 'social-worker',
  title: 'Social Worker',
  anzsco: [{ code: '272511', title: 'Social Worker', version: '2013' }],
  assessingAuthorities: [authorities.aasw],
  assessmentRules: [
    {
      text: 'AASW checks that your qualification is a professional social work qualification whose learning outcomes compare with an AASW-accredited degree, and that your English meets its policy.',
      verified: true,
      source: authorities.aasw.url,
    },
    {
      text: 'The qualification needs substantial supervised field education (reported as at least 980 hours over two or more placements).',
      verified: false,
      source: authorities.aasw.url,
    },
    {
      text: 'An optional skilled employment assessment of your post-qualifying social work can support work experience points.',
      verified: true,
      source: authorities.aasw.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'We know of no fixed number of years AASW keeps back; its optional skilled employment assessment says which work counts.',
  },
  lists: [unconfirmedMltssl()],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: false,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, authorities.aasw.url, ANZSCO_ABS],
};
