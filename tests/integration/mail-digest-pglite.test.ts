/** Portal e-mail digests on PGlite (what `npm run dev` runs). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerMailDigestCases } from './mail-digest-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('mail digests on PGlite', () => registerMailDigestCases(() => stack));
