/** Private functions take the acting person from the claims, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerActorCases } from './actor-cases';

const stack = startsTestStack();

describe('the actor of private functions on PGlite', () => registerActorCases(() => stack().dbUrl));
