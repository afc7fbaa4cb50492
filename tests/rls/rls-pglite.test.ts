/** RLS on PGlite: what `npm run dev` and the contract tests run against. */
import { type TestStack, startTestStack } from '../support/stack';
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

describe('row-level security on PGlite', () => registerRlsCases(() => stack.dbUrl));
describe('the Drizzle schema on PGlite', () => registerSchemaCases(() => stack.dbUrl));
describe('lead notes on PGlite', () => registerLeadNoteCases(() => stack.dbUrl));
