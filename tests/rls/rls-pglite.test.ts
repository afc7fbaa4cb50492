/** RLS on PGlite: what `npm run dev` and the contract tests run against. */
import { startsTestStack } from '../support/engines';
import { registerProfileEmailCases } from './profile-email-cases';
import { registerRlsCases } from './rls-cases';
import { registerLeadNoteCases } from './lead-notes-cases';
import { registerSchemaCases } from './schema-cases';

const stack = startsTestStack();

describe('row-level security on PGlite', () => {
  describe('rules', () => registerRlsCases(() => stack().dbUrl));
  describe('profile e-mail', () => registerProfileEmailCases(() => stack().dbUrl));
  describe('the Drizzle schema', () => registerSchemaCases(() => stack().dbUrl));
  describe('lead notes', () => registerLeadNoteCases(() => stack().dbUrl));
});
