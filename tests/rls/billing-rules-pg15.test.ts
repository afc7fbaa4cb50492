/** The clients' account (invoices, deposit requests, ledger, reconciliations) on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerBillingRulesCases } from './billing-rules-cases';

describeOnPg15('billing rules on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerBillingRulesCases(stack));
});
