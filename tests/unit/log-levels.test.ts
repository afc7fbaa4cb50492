import { logFailure } from '@/lib/log';

/** A failed Drizzle query: the driver's error (with its SQLSTATE) rides in `cause`. */
function dbError(code: string, message = 'failed query') {
  return Object.assign(new Error(`Failed query: select …\nparams: …`), {
    cause: Object.assign(new Error(message), { code }),
  });
}

function levelOf(error: unknown): 'warn' | 'error' | 'none' {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const err = jest.spyOn(console, 'error').mockImplementation(() => {});
  const silent = process.env.LOG_SILENT;
  delete process.env.LOG_SILENT;
  try {
    logFailure('something_failed', error, { step: 'x' });
    if (warn.mock.calls.length) return 'warn';
    if (err.mock.calls.length) return 'error';
    return 'none';
  } finally {
    process.env.LOG_SILENT = silent;
    warn.mockRestore();
    err.mockRestore();
  }
}

describe('the level of a caught failure', () => {
  test.each([
    ['22P02', 'invalid input syntax for type uuid: "x"'],
    ['22007', 'invalid input syntax for type date'],
    ['22003', 'numeric value out of range'],
    ['22023', 'our function refused a value'],
    ['23505', 'duplicate key value'],
    ['23514', 'check constraint'],
    ['23503', 'foreign key'],
    ['42501', 'permission denied / row-level security'],
    ['P0002', 'not found'],
    ['PT429', 'limit reached'],
  ])('%s (what the person sent) is a warn', (code, message) => {
    expect(levelOf(dbError(code, message))).toBe('warn');
  });

  test.each([
    ['08006', 'connection failure'],
    ['57014', 'canceling statement due to statement timeout'],
    ['57P01', 'terminating connection due to administrator command'],
    ['42P01', 'relation does not exist (a bug of ours)'],
    ['53300', 'too many connections'],
  ])('%s (a fault of ours) is an error', (code, message) => {
    expect(levelOf(dbError(code, message))).toBe('error');
  });

  test('errors without a SQLSTATE stay errors', () => {
    expect(levelOf(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe('error');
    expect(levelOf(new Error('The operation was aborted due to timeout'))).toBe('error');
    expect(levelOf('a string')).toBe('error');
    expect(levelOf({ code: 'email_exists', message: 'auth' })).toBe('error');
  });

  test('the line carries the code and the first line of the message, not the query', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const silent = process.env.LOG_SILENT;
    delete process.env.LOG_SILENT;
    try {
      logFailure('document_open_failed', dbError('22P02', 'invalid input syntax for type uuid'));
      const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
      expect(line).toMatchObject({ level: 'warn', event: 'document_open_failed', code: '22P02' });
      expect(line.error).toBe('Failed query: select …: invalid input syntax for type uuid');
    } finally {
      process.env.LOG_SILENT = silent;
      warn.mockRestore();
    }
  });
});
