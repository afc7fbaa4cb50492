/** Engagements: RLS, the frozen offer and the client's answer, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerEngagementCases } from './engagements-cases';

const stack = startsTestStack();

describe('engagements on PGlite', () => registerEngagementCases(stack));
