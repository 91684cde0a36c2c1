import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** Drizzle wraps driver errors: the code sits on the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a database outage is told apart from a failed query', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01', '57P03'])(
    '%s means the database is unavailable, also when wrapped',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
    },
  );

  it.each(['23505', '42P01', '22P02', '40001'])('%s is an ordinary query error', (code) => {
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(false);
  });

  it('is false for errors without a code', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
