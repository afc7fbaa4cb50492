/** The admin panel's reads and team writes (lib/admin) on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerAdminReadCases } from './admin-reads-cases';

describeOnPg15('admin reads on PostgreSQL 15', ({ stack }) => {
  describe('reads', () => registerAdminReadCases(stack));
});
