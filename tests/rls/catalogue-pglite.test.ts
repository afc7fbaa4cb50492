/** The database's value lists, mail names and limits against the TypeScript constants, on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerCatalogueCases } from './catalogue-cases';

const stack = startsTestStack();

describe('catalogue and TypeScript on PGlite', () => registerCatalogueCases(stack));
