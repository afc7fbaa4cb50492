/** The agent queue's counts against the agent's own counts, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerQueueCountsCases } from './queue-counts-cases';

describeOnPg15('queue counts on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerQueueCountsCases(stack));
});
