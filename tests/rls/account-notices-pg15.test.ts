/** Security notices about the account, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAccountNoticeCases } from './account-notices-cases';

describeOnPg15('account notices on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAccountNoticeCases(() => stack().dbUrl));
});
