/** Each function scores one factor and says why, in words a visa applicant understands. */
export { ageRow, englishRow } from './age-and-english';
export { workRows } from './work';
export { optionalRows, qualificationRow } from './qualifications-and-study';
export { nominationRow, partnerRow } from './partner-and-nomination';
