/** The client's postal address: the form's rule and the database's, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerPostalAddressCases } from './postal-address-cases';

describeOnPg15('postal address on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerPostalAddressCases(stack));
});
