/** Agent-provided files and the approved summary's hash on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAgentFilesCases } from './agent-files-cases';

describeOnPg15('agent files on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAgentFilesCases(stack));
});
