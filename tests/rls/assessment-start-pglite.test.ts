/** One draft per start form, on PGlite (what `npm run dev` runs). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerAssessmentStartCases } from './assessment-start-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('starting assessments on PGlite', () => registerAssessmentStartCases(() => stack));
