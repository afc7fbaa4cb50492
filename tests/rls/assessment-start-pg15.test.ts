/** One draft per start form, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAssessmentStartCases } from './assessment-start-cases';

describeOnPg15('starting assessments on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAssessmentStartCases(stack));
});
