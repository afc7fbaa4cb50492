/** The database decides who is still signed in, on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerLiveSessionCases } from './live-session-cases';

const stack = startsTestStack();

describe('live sessions on PGlite', () => registerLiveSessionCases(() => stack().dbUrl));
