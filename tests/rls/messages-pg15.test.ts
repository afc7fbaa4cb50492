/** Messages, file notes and read marks on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMessageCases } from './messages-cases';

describeOnPg15('messages on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMessageCases(stack));
});
