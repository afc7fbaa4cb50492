/** Each agent's name and MARN, and offers naming their sender, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerAgentRegistrationCases } from './agent-registrations-cases';

const stack = startsTestStack();

describe('agent registrations on PGlite', () => registerAgentRegistrationCases(stack));
