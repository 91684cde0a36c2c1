import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/server/services/access-tokens';
import { decodeJwtPayload, isTokenValid, tokenExpiry } from '../../src/lib/jwt';

const unsigned = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('isTokenValid (spec §5)', () => {
  it('accepts a token whose decoded expiry is in the future', async () => {
    const token = await signAccessToken('s'.repeat(40), { userId: 4, role: 'ROLE_USER', username: 'vadi' });
    expect(isTokenValid(token)).toBe(true);
    expect(decodeJwtPayload(token)).toMatchObject({ sub: '4', role: 'ROLE_USER', username: 'vadi' });
  });

  it('refuses a token whose expiry is now or past', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenValid(unsigned({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(unsigned({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenValid(unsigned({ exp: now / 1000 + 1 }), now)).toBe(true);
  });

  it('refuses a value without a dot, an empty or missing one', () => {
    expect(isTokenValid('no-dot-here')).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
  });

  it('refuses undecodable payloads and payloads without a numeric exp', () => {
    expect(isTokenValid('a.%%%.c')).toBe(false);
    expect(isTokenValid(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBe(false);
    expect(isTokenValid(unsigned({ exp: '9999999999' }))).toBe(false);
    expect(isTokenValid(unsigned([1, 2]))).toBe(false);
    expect(tokenExpiry(unsigned({ sub: '1' }))).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeJwtPayload(unsigned({ username: 'Frédéric', exp: 1 }))?.username).toBe('Frédéric');
  });
});
