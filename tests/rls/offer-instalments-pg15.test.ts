/** Offer instalments add up to the fee total, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerOfferInstalmentCases } from './offer-instalments-cases';

describeOnPg15('offer instalments on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerOfferInstalmentCases(stack));
});
