/** The Data API boundary for leads on PostgreSQL 15 (the engine Supabase runs). */
import { describeOnPg15 } from '../support/engines';
import { registerLeadFunctionCases } from './lead-functions-cases';

describeOnPg15(
  'lead functions out of reach on PostgreSQL 15',
  ({ pg }) => {
    describe('cases', () => registerLeadFunctionCases(() => pg().url));
  },
  300_000,
);
