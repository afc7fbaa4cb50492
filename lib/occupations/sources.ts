import type { AssessingAuthority } from './types';

export const SKILLED_OCCUPATION_LIST =
  'https://immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list';
export const ANZSCO_ABS =
  'https://www.abs.gov.au/statistics/classifications/anzsco-australian-and-new-zealand-standard-classification-occupations';
export const REVIEWED = '2026-11-22';

export const authorities = {
  acs: {
    id: 'acs',
    name: 'Australian Computer Society (ACS)',
    url: 'https://www.acs.org.au/msa.html',
  },
  anmac: {
    id: 'anmac',
    name: 'Australian Nursing and Midwifery Accreditation Council (ANMAC)',
    url: 'https://anmac.org.au/skilled-migrants',
  },
  cpa: { id: 'cpa', name: 'CPA Australia', url: 'https://www.cpaaustralia.com.au' },
  caanz: {
    id: 'caanz',
    name: 'Chartered Accountants Australia and New Zealand (CA ANZ)',
    url: 'https://www.charteredaccountantsanz.com',
  },
  ipa: {
    id: 'ipa',
    name: 'Institute of Public Accountants (IPA)',
    url: 'https://www.publicaccountants.org.au',
  },
  tra: {
    id: 'tra',
    name: 'Trades Recognition Australia (TRA)',
    url: 'https://www.tradesrecognitionaustralia.gov.au',
  },
  iml: {
    id: 'iml',
    name: 'Institute of Managers and Leaders (IML, formerly AIM)',
    url: 'https://managersandleaders.com.au',
  },
  vetassess: {
    id: 'vetassess',
    name: 'VETASSESS',
    url: 'https://www.vetassess.com.au/check-my-occupation/professional-occupations/construction-project-manager',
  },
  sssi: {
    id: 'sssi',
    name: 'Surveying and Spatial Sciences Institute (SSSI)',
    url: 'https://sssi.org.au/about-us/what-we-do/migration-skills-development',
  },
  aasw: {
    id: 'aasw',
    name: 'Australian Association of Social Workers (AASW)',
    url: 'https://www.aasw.asn.au/careers-study/applicants-with-international-social-work-qualifications',
  },
} satisfies Record<string, AssessingAuthority>;
