/** lib/matters/stages.ts and messages.ts against the database's stage rules, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMatterStagesCases } from './matter-stages-cases';

const stack = startsTestStack();

describe('matter stages on PGlite', () => registerMatterStagesCases(stack));
