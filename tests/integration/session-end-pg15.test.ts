/** Sessions that end, on PostgreSQL 15 (the engine Supabase runs). */
import { describeOnPg15 } from '../support/engines';
import { registerSessionEndCases } from './session-end-cases';

describeOnPg15('ended sessions on PostgreSQL 15', ({ stack }) => {
  describe('cases', () => registerSessionEndCases(stack));
});
