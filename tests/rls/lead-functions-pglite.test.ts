/** The Data API boundary for leads on PGlite (supabase/local). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerLeadFunctionCases } from './lead-functions-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

describe('lead functions out of reach on PGlite', () =>
  registerLeadFunctionCases(() => stack.dbUrl));
