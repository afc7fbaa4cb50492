/** The clients' account's property (never negative, always reconciled) on PGlite: fixed seed, modest size. */
import { startsTestStack } from '../support/engines';
import { registerBillingPropertyCases } from './billing-property-cases';

const stack = startsTestStack();

describe('billing property on PGlite', () =>
  registerBillingPropertyCases(stack, { steps: 300, seed: 40 }));
