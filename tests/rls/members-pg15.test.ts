/** Family matters: members, member logins and what each reaches, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMembersCases } from './members-cases';

describeOnPg15('matter members on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMembersCases(stack));
});
