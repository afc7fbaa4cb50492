/** The rules-changed re-check on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerRecheckCases } from './recheck-cases';

const stack = startsTestStack();

describe('rules-changed re-check on PGlite', () => registerRecheckCases(stack));
