/** The admin panel's database rules on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAdminCases } from './admin-cases';

describeOnPg15('admin panel rules on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerAdminCases(() => stack().dbUrl));
});
