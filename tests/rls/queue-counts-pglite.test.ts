/** The agent queue's counts against the agent's own counts, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerQueueCountsCases } from './queue-counts-cases';

const stack = startsTestStack();

describe('queue counts on PGlite', () => registerQueueCountsCases(stack));
