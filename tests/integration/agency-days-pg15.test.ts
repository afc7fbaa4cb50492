/** Sydney calendar dates (document retention, offer expiry) on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAgencyDayCases } from './agency-days-cases';

describeOnPg15('agency days on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAgencyDayCases(stack));
});
