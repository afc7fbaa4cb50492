/** Assessments and their history on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerAssessmentCases } from './assessments-cases';

const stack = startsTestStack();

describe('assessments on PGlite', () => registerAssessmentCases(stack));
