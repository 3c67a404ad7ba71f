import { serialize } from 'cookie';
import session from 'express-session';
import type { Request } from 'express';
import { RollingCookies, rollingCookie } from './session-middleware';

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

describe('RollingCookies', () => {
  const stored = { originalMaxAge: 30 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' };
  const fresh = (value: string, cookie: Record<string, unknown>, now: number) =>
    serialize('qc_sid', value, rollingCookie(cookie, now));

  it('gives the line rollingCookie gives, whenever it is asked, and for each value', () => {
    const rolling = new RollingCookies('qc_sid');
    const start = Date.UTC(2026, 10, 1, 12, 0, 0, 250);
    // Within one second, a second later, a day later; and the same moments for another value.
    // A max-age of whole seconds, and one that is not (its end changes second elsewhere).
    const odd = { ...stored, originalMaxAge: 90_500 };
    for (const [value, cookie] of [
      ['s:abc.sig', stored],
      ['s:def.sig', odd],
    ] as const) {
      for (const now of [start, start + 240, start + 260, start + 1000, start + 86_400_000]) {
        expect(rolling.get(value, cookie, now).line).toBe(fresh(value, cookie, now));
      }
    }
  });

  it('moves the end forward as time passes: the cookie keeps rolling', () => {
    const rolling = new RollingCookies('qc_sid');
    const now = Date.UTC(2026, 10, 1, 12);
    const first = rolling.get('s:abc.sig', stored, now);
    expect(rolling.get('s:abc.sig', stored, now + 999).line).toBe(first.line);
    const later = rolling.get('s:abc.sig', stored, now + 60_000);
    expect(later.line).not.toBe(first.line);
    expect(later.cookie.expires?.getTime()).toBe(now + 60_000 + stored.originalMaxAge);
  });

  it('makes the line again when the stored cookie changes', () => {
    const rolling = new RollingCookies('qc_sid');
    const now = Date.UTC(2026, 10, 1, 12);
    rolling.get('s:abc.sig', stored, now);
    const secure = { ...stored, secure: true };
    expect(rolling.get('s:abc.sig', secure, now).line).toBe(fresh('s:abc.sig', secure, now));
    expect(rolling.get('s:abc.sig', secure, now).cookie.secure).toBe(true);
    const browserSession = { httpOnly: true };
    expect(rolling.get('s:abc.sig', browserSession, now).line).toBe(
      fresh('s:abc.sig', browserSession, now),
    );
  });
});
