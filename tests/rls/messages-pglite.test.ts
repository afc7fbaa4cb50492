/** Messages, file notes and read marks on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMessageCases } from './messages-cases';

const stack = startsTestStack();

describe('messages on PGlite', () => registerMessageCases(stack));
