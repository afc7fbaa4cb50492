/** Offer instalments add up to the fee total, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerOfferInstalmentCases } from './offer-instalments-cases';

const stack = startsTestStack();

describe('offer instalments on PGlite', () => registerOfferInstalmentCases(stack));
