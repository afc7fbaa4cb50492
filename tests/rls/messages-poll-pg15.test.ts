/** The message poll and its snapshot cursor on PostgreSQL 15, overlapping transactions included. */
import { describeOnPg15 } from '../support/engines';
import { registerMessagePollCases } from './messages-poll-cases';

describeOnPg15('the message poll on PostgreSQL 15', ({ stack }) => {
  describe('cases', () => registerMessagePollCases(stack, { concurrent: true }));
});
