/** One trigger function per shared pattern, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerTriggerPatternCases } from './trigger-patterns-cases';

describeOnPg15('trigger patterns on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerTriggerPatternCases(() => stack().dbUrl));
});
