/** Official Home Affairs pages: where an applicant should confirm any English result. */
export const ENGLISH_LANGUAGE_PAGE =
  'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language';
export const COMPETENT_ENGLISH_PAGE = `${ENGLISH_LANGUAGE_PAGE}/competent-english`;
export const PROFICIENT_ENGLISH_PAGE = `${ENGLISH_LANGUAGE_PAGE}/proficient-english`;
export const SUPERIOR_ENGLISH_PAGE = `${ENGLISH_LANGUAGE_PAGE}/superior-english`;
