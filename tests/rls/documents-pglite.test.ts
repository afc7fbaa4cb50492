/** Documents, requests, audit log and their storage objects on PGlite (what `npm run dev` runs). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerDocumentCases } from './documents-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('documents on PGlite', () => registerDocumentCases(() => stack));
