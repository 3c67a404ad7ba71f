import { serialize } from 'cookie';
import session from 'express-session';
import type { Request } from 'express';
import { rollingCookie } from './session-middleware';

// express-session's own steps for a stored session on a later request: the store restores
// it (createSession), the request touches it, the answer carries its cookie.
function expressSessionCookie(stored: object, name: string, value: string): string {
  const store = new session.MemoryStore();
  const req = {} as Request;
  const restored = store.createSession(req, JSON.parse(JSON.stringify(stored)) as never);
  restored.touch();
  return (restored.cookie as unknown as { serialize(n: string, v: string): string }).serialize(
    name,
    value,
  );
}

describe('rollingCookie', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['the app’s cookie', { maxAge: 30 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' }],
    ['a secure one', { maxAge: 3600 * 1000, secure: true, sameSite: 'strict', path: '/' }],
    ['one with a domain', { maxAge: 60_000, domain: 'example.com', httpOnly: false }],
    ['a browser-session cookie', { httpOnly: true }],
  ])('sets the cookie express-session sets on a later request: %s', (_name, options) => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 1, 12) });
    const cookie = new session.Cookie();
    Object.assign(cookie, options);
    const stored = JSON.parse(JSON.stringify({ cookie })) as { cookie: Record<string, unknown> };
    // A day later, the same session comes back.
    jest.setSystemTime(Date.UTC(2026, 10, 2, 12));
    const value = 's:abc.signature';
    expect(serialize('qc_sid', value, rollingCookie(stored.cookie))).toBe(
      expressSessionCookie(stored, 'qc_sid', value),
    );
  });
});
