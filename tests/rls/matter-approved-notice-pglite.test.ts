/** The agent's notice when a client approves the application, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMatterApprovedNoticeCases } from './matter-approved-notice-cases';

const stack = startsTestStack();

describe('matter approved notice on PGlite', () => registerMatterApprovedNoticeCases(stack));
