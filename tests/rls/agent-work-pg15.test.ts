/** The agent's work (audit roles, request edit/cancel, profile corrections) on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAgentWorkCases } from './agent-work-cases';

describeOnPg15('agent work on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAgentWorkCases(stack));
});
