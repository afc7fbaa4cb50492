/** Each agent's name and MARN, and offers naming their sender, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAgentRegistrationCases } from './agent-registrations-cases';

describeOnPg15('agent registrations on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAgentRegistrationCases(stack));
});
