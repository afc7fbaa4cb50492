/** The agent's work (audit roles, request edit/cancel, profile corrections) on PGlite. */
import { type TestStack, startTestStack } from '../support/stack';
import { registerAgentWorkCases } from './agent-work-cases';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('agent work on PGlite', () => registerAgentWorkCases(() => stack));
