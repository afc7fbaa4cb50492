/** A client's lost authenticator: who may ask, check, approve, cancel and remove, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerFactorRecoveryCases } from './factor-recoveries-cases';

const stack = startsTestStack();

describe('lost authenticator requests on PGlite', () =>
  registerFactorRecoveryCases(() => stack().dbUrl));
