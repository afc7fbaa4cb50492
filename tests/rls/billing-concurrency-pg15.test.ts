/**
 * The clients' account under concurrent agents, on PostgreSQL 15 only: PGlite is one connection,
 * so its transactions never overlap (billing-concurrency-cases.ts).
 */
import { describeOnPg15 } from '../support/engines';
import { registerBillingConcurrencyCases } from './billing-concurrency-cases';

describeOnPg15('billing under concurrent agents on PostgreSQL 15', ({ stack }) => {
  describe('races', () => registerBillingConcurrencyCases(stack));
});
