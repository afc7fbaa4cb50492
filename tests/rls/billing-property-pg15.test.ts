/** The clients' account's property (never negative, always reconciled) on PostgreSQL 15: larger. */
import { describeOnPg15 } from '../support/engines';
import { registerBillingPropertyCases } from './billing-property-cases';

describeOnPg15('billing property on PostgreSQL 15', ({ stack }) => {
  describe('random sequences', () =>
    registerBillingPropertyCases(stack, {
      steps: Number(process.env.BILLING_PROPERTY_STEPS ?? 600),
      seed: Number(process.env.BILLING_PROPERTY_SEED ?? 4040),
    }));
});
