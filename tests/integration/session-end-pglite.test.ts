/** Sessions that end, on PGlite (the stand-in's own database). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerSessionEndCases } from './session-end-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('ended sessions on PGlite', () => registerSessionEndCases(() => stack));
