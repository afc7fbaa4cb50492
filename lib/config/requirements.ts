/**
 * The home page's Visa Requirements explorer: per tab, documents, financial and health lists.
 * General checklists, not advice; the exact list depends on the visa stream and the applicant.
 */
import { formatAud, studentLivingCost } from './facts';

export type RequirementsTabId = 'visitor' | 'work' | 'student' | 'employer';

export interface RequirementsTab {
  id: RequirementsTabId;
  label: string;
  documents: string[];
  financial: string[];
  health: string[];
}

export const requirementsTabs: RequirementsTab[] = [
  {
    id: 'visitor',
    label: 'Visitor Visa',
    documents: [
      'Valid passport with at least six months left',
      'Completed application in ImmiAccount',
      'Recent passport-style photograph',
      'Travel plan or itinerary for your stay',
      'Invitation letter from family or friends in Australia, if visiting them',
      'Evidence of ties to home: job, studies, property or family',
    ],
    financial: [
      'Personal bank statements for the last three to six months',
      'Income evidence such as salary slips or tax returns',
      'Sponsor’s financial documents, if someone in Australia supports your trip',
      'Evidence you can pay for flights and accommodation',
      'Proof of funds for any dependants travelling with you',
    ],
    health: [
      'Health examinations if Home Affairs asks for them',
      'Chest X-ray for longer stays or some countries',
      'Travel health insurance for the whole stay (strongly advised)',
      'Meet the health requirement for public health and safety',
    ],
  },
  {
    id: 'work',
    label: 'Work Visa',
    documents: [
      'Valid passport and national identity documents',
      'Positive skills assessment for your occupation',
      'English test results at the required level',
      'Employment references showing duties, hours and dates',
      'Qualification certificates and academic transcripts',
      'Police clearance certificates from each country you lived in',
    ],
    financial: [
      'Payslips and bank records backing up your work history',
      'Tax records for the years of experience you claim',
      'Funds for the visa charges and settling in Australia',
      'Evidence of salary for employer-sponsored visas',
    ],
    health: [
      'Health examinations by a panel physician',
      'Chest X-ray if you are 11 or older',
      'Results for you and every family member in the application',
      'Meet the health requirement for public health and safety',
    ],
  },
  {
    id: 'student',
    label: 'Student Visa',
    documents: [
      'Confirmation of Enrolment (CoE) from your education provider',
      'Valid passport',
      'Genuine Student statement answering the application questions',
      'English test results, unless you are exempt',
      'Academic transcripts and certificates',
      'Parental consent and welfare arrangements if you are under 18',
    ],
    financial: [
      `Living costs of ${formatAud(studentLivingCost.amountAud)} a year for the main student (from 10 May 2024)`,
      'First-year tuition fees, less any amount already paid',
      'Return travel costs for you and your family',
      'School costs for any school-age children coming with you',
    ],
    health: [
      'Overseas Student Health Cover (OSHC) for your whole stay',
      'Health examinations if Home Affairs asks for them',
      'Chest X-ray where required for your country or course',
      'Meet the health requirement for public health and safety',
    ],
  },
  {
    id: 'employer',
    label: 'Employee Sponsor',
    documents: [
      'Approved standard business sponsorship for the employer',
      'Nomination of the position by the employer',
      'Employment contract with duties, salary and hours',
      'Skills assessment or evidence of relevant experience',
      'Qualifications and employment references',
      'Valid passport and English test results',
    ],
    financial: [
      'Salary at or above the income threshold for the visa',
      'Market salary evidence for the nominated position',
      'Payment of the Skilling Australians Fund levy by the employer',
      'Employer’s business financial statements',
      'Funds for visa charges and relocation',
    ],
    health: [
      'Health examinations by a panel physician',
      'Chest X-ray if you are 11 or older',
      'Adequate health insurance while on a temporary visa',
      'Meet the health requirement for public health and safety',
    ],
  },
];

export const defaultRequirementsTab: RequirementsTabId = 'visitor';
