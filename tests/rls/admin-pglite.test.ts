/** The admin panel's database rules on PGlite (what `npm run dev` runs). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerAdminCases } from './admin-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('admin panel rules on PGlite', () => registerAdminCases(() => stack.dbUrl));
