/** The message summaries the database keeps (issue 39) on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMessageSummaryCases } from './message-summaries-cases';

describeOnPg15('message summaries on PostgreSQL 15', ({ stack }) => {
  describe('cases', () => registerMessageSummaryCases(stack, { concurrent: true }));
});
