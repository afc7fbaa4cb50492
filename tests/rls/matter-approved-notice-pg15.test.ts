/** The agent's notice when a client approves the application, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerMatterApprovedNoticeCases } from './matter-approved-notice-cases';

describeOnPg15('matter approved notice on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMatterApprovedNoticeCases(stack));
});
