/** Matters, matter_events and deadlines: RLS and the stage rules on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMattersCases } from './matters-cases';

describeOnPg15('matters on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMattersCases(stack));
});
