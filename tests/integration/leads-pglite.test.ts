import { startsTestStack } from '../support/engines';
import { registerLeadCases } from './leads-cases';

describe('leads on PGlite (supabase/local)', () => {
  const stack = startsTestStack(300_000);
  describe('cases', () => registerLeadCases(() => stack().dbUrl));
});
