/** The Data API boundary for leads on PGlite (supabase/local). */
import { startsTestStack } from '../support/engines';
import { registerLeadFunctionCases } from './lead-functions-cases';

const stack = startsTestStack(300_000);

describe('lead functions out of reach on PGlite', () =>
  registerLeadFunctionCases(() => stack().dbUrl));
