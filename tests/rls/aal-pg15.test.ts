/** Two-step sign-in in the database (aal1 vs aal2 agents) on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAalCases } from './aal-cases';

describeOnPg15('agents need aal2 on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAalCases(() => stack().dbUrl));
});
