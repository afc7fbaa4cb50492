import { type TestStack, startTestStack } from '../support/stack';
import { registerLeadCases } from './leads-cases';

describe('leads on PGlite (supabase/local)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });
  describe('cases', () => registerLeadCases(() => stack.dbUrl));
});
