/** The app's transactions on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerTransactionCases } from './transaction-cases';

describeOnPg15('transactions on PostgreSQL 15', ({ stack }) => {
  describe('cases', () => registerTransactionCases(stack));
});
