/** Documents, requests, audit log and their storage objects on real PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerDocumentCases } from './documents-cases';

describeOnPg15('documents on PostgreSQL 15', ({ stack }) => {
  describe('rules', () => registerDocumentCases(stack));
});
