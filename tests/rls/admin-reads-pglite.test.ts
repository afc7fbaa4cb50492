/** The admin panel's reads and team writes (lib/admin) on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerAdminReadCases } from './admin-reads-cases';

const stack = startsTestStack();

describe('admin reads on PGlite', () => registerAdminReadCases(stack));
