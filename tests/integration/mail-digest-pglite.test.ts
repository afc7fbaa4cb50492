/** Portal e-mail digests on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerMailDigestCases } from './mail-digest-cases';

const stack = startsTestStack();

describe('mail digests on PGlite', () => registerMailDigestCases(stack));
