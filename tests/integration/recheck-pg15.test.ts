/** The rules-changed re-check on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerRecheckCases } from './recheck-cases';

describeOnPg15('rules-changed re-check on PostgreSQL 15', ({ stack }) => {
  describe('re-check', () => registerRecheckCases(stack));
});
