/** Assessments and their history on PGlite (what `npm run dev` runs). */
import { type TestStack, startTestStack } from '../support/stack';
import { registerAssessmentCases } from './assessments-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('assessments on PGlite', () => registerAssessmentCases(() => stack));
