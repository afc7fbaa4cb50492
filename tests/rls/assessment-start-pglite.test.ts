/** One draft per start form, on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerAssessmentStartCases } from './assessment-start-cases';

const stack = startsTestStack();

describe('starting assessments on PGlite', () => registerAssessmentStartCases(stack));
