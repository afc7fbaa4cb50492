/** A client's lost authenticator: who may ask, check, approve, cancel and remove, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerFactorRecoveryCases } from './factor-recoveries-cases';

describeOnPg15('lost authenticator requests on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerFactorRecoveryCases(() => stack().dbUrl));
});
