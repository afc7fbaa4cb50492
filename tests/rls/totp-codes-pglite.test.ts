/** Used authenticator codes and paused factors, the server's alone, on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerTotpCodeCases } from './totp-codes-cases';

const stack = startsTestStack();

describe('used codes and paused factors on PGlite', () =>
  registerTotpCodeCases(() => stack().dbUrl));
