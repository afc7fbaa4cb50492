/** RLS on PGlite: what `npm run dev` and the contract tests run against. */
import { type TestStack, startTestStack } from '../support/stack';
import { registerProfileEmailCases } from './profile-email-cases';
import { registerRlsCases } from './rls-cases';
import { registerLeadNoteCases } from './lead-notes-cases';
import { registerSchemaCases } from './schema-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('row-level security on PGlite', () => {
  describe('rules', () => registerRlsCases(() => stack.dbUrl));
  describe('profile e-mail', () => registerProfileEmailCases(() => stack.dbUrl));
  describe('the Drizzle schema', () => registerSchemaCases(() => stack.dbUrl));
  describe('lead notes', () => registerLeadNoteCases(() => stack.dbUrl));
});
