/** Assessments and their history on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAssessmentCases } from './assessments-cases';

describeOnPg15('assessments on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAssessmentCases(stack));
});
