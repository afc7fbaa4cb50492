import fc from 'fast-check';
import { PARTNER_STATUSES, QUALIFICATIONS } from '@/lib/points/constants';

/** The points answers that are choices and ticks, at random, the same in every property test. */
export const choiceAnswers = {
  qualification: fc.constantFrom(...QUALIFICATIONS),
  specialistEducation: fc.boolean(),
  australianStudy: fc.boolean(),
  regionalStudy: fc.boolean(),
  communityLanguage: fc.boolean(),
  professionalYear: fc.boolean(),
  partner: fc.constantFrom(...PARTNER_STATUSES),
};
