/** One trigger function per shared pattern, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerTriggerPatternCases } from './trigger-patterns-cases';

const stack = startsTestStack();

describe('trigger patterns on PGlite', () => registerTriggerPatternCases(() => stack().dbUrl));
