/** The client's postal address: the form's rule and the database's, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerPostalAddressCases } from './postal-address-cases';

const stack = startsTestStack();

describe('postal address on PGlite', () => registerPostalAddressCases(stack));
