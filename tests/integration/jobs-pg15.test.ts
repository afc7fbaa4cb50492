/** The scheduled jobs on real PostgreSQL 15, where two runs really overlap. */
import { describeOnPg15 } from '../support/engines';
import { registerJobCases } from './jobs-cases';

describeOnPg15('scheduled jobs on PostgreSQL 15', ({ stack }) => {
  describe('jobs', () => registerJobCases(stack));
});
