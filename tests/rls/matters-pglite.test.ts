/** Matters, matter_events and deadlines: RLS and the stage rules on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMattersCases } from './matters-cases';

const stack = startsTestStack();

describe('matters on PGlite', () => registerMattersCases(stack));
