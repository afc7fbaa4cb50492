/** Used authenticator codes and paused factors, the server's alone, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerTotpCodeCases } from './totp-codes-cases';

describeOnPg15('used codes and paused factors on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerTotpCodeCases(() => stack().dbUrl));
});
