/** Two-step sign-in in the database (aal1 vs aal2 agents) on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerAalCases } from './aal-cases';

const stack = startsTestStack();

describe('agents need aal2 on PGlite', () => registerAalCases(() => stack().dbUrl));
