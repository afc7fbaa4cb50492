/** The admin panel's database rules on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerAdminCases } from './admin-cases';

const stack = startsTestStack();

describe('admin panel rules on PGlite', () => registerAdminCases(() => stack().dbUrl));
