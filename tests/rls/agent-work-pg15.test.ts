/** The agent's work (audit roles, request edit/cancel, profile corrections) on PostgreSQL 15. */
import { type Pg15, pg15Available, startPg15 } from '../support/pg15';
import { type TestStack, startTestStack } from '../support/stack';
import { registerAgentWorkCases } from './agent-work-cases';

const available = pg15Available();
if (!available) console.warn('SKIPPED: agent work on PostgreSQL 15 (postgresql-15 not installed)');

(available ? describe : describe.skip)('agent work on PostgreSQL 15', () => {
  let pg: Pg15;
  let stack: TestStack;
  beforeAll(async () => {
    pg = await startPg15();
    stack = await startTestStack({ databaseUrl: pg.url });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await pg?.stop();
  });

  // Nested, so its pool closes before the server stops.
  describe('rules', () => registerAgentWorkCases(() => stack));
});
