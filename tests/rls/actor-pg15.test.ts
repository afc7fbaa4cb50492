/** Private functions take the acting person from the claims, on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerActorCases } from './actor-cases';

describeOnPg15('the actor of private functions on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerActorCases(() => stack().dbUrl));
});
