/** The scheduled jobs on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerJobCases } from './jobs-cases';

const stack = startsTestStack();

describe('scheduled jobs on PGlite', () => registerJobCases(stack));
