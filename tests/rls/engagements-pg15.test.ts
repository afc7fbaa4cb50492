/** Engagements: RLS, the frozen offer and the client's answer, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerEngagementCases } from './engagements-cases';

describeOnPg15('engagements on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerEngagementCases(stack));
});
