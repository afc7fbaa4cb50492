/** Security notices about the account, on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerAccountNoticeCases } from './account-notices-cases';

const stack = startsTestStack();

describe('account notices on PGlite', () => registerAccountNoticeCases(() => stack().dbUrl));
