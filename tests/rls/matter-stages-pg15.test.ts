/** lib/matters/stages.ts and messages.ts against the database's stage rules, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMatterStagesCases } from './matter-stages-cases';

describeOnPg15('matter stages on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMatterStagesCases(stack));
});
