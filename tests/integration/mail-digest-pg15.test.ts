/** Portal e-mail digests on real PostgreSQL 15, where concurrent writers really overlap. */
import { describeOnPg15 } from '../support/engines';
import { registerMailDigestCases } from './mail-digest-cases';

describeOnPg15('mail digests on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerMailDigestCases(stack));
});
