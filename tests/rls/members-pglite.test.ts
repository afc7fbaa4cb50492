/** Family matters: members, member logins and what each reaches, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMembersCases } from './members-cases';

const stack = startsTestStack();

describe('matter members on PGlite', () => registerMembersCases(stack));
