import { type Pg15, pg15Available, startPg15 } from '../support/pg15';
import { type TestStack, startTestStack } from '../support/stack';
import { registerLeadCases } from './leads-cases';

const available = pg15Available();
if (!available) console.warn('SKIPPED: leads on PostgreSQL 15 — postgresql-15 is not installed.');

(available ? describe : describe.skip)('leads on PostgreSQL 15', () => {
  let pg: Pg15;
  let stack: TestStack;
  beforeAll(async () => {
    pg = await startPg15();
    stack = await startTestStack({ databaseUrl: pg.url });
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
    await pg?.stop();
  });
  describe('cases', () => registerLeadCases(() => pg.url));
});
