/** The database decides who is still signed in, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerLiveSessionCases } from './live-session-cases';

describeOnPg15('live sessions on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerLiveSessionCases(() => stack().dbUrl));
});
