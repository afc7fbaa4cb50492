/** The clients' account (invoices, deposit requests, ledger, reconciliations) on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerBillingRulesCases } from './billing-rules-cases';

const stack = startsTestStack();

describe('billing rules on PGlite', () => registerBillingRulesCases(stack));
