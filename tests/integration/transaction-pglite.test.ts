/** The app's transactions on PGlite (the stand-in's own database). */
import { startsTestStack } from '../support/engines';
import { registerTransactionCases } from './transaction-cases';

const stack = startsTestStack();

describe('transactions on PGlite', () => registerTransactionCases(stack));
