/** Agent-provided files and the approved summary's hash on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerAgentFilesCases } from './agent-files-cases';

const stack = startsTestStack();

describe('agent files on PGlite', () => registerAgentFilesCases(stack));
