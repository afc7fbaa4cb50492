/** Sessions that end, on PGlite (the stand-in's own database). */
import { startsTestStack } from '../support/engines';
import { registerSessionEndCases } from './session-end-cases';

const stack = startsTestStack();

describe('ended sessions on PGlite', () => registerSessionEndCases(stack));
