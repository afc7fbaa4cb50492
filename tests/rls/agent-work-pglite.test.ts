/** The agent's work (audit roles, request edit/cancel, profile corrections) on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerAgentWorkCases } from './agent-work-cases';

const stack = startsTestStack();

describe('agent work on PGlite', () => registerAgentWorkCases(stack));
