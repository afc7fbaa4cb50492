/** Leads on PostgreSQL 15 (the engine Supabase runs). */
import { describeOnPg15 } from '../support/engines';
import { registerLeadCases } from './leads-cases';

describeOnPg15(
  'leads on PostgreSQL 15',
  ({ pg }) => {
    describe('cases', () => registerLeadCases(() => pg().url));
  },
  300_000,
);
