import { SessionCache, type CachedSession } from './session-cache';

describe('SessionCache', () => {
  let now = 1_000_000;
  const clock = () => now;
  const entry = (expiresIn = 3_600_000): CachedSession => ({
    json: '{"passport":{"user":"u"}}',
    expiresAt: now + expiresIn,
    readAt: now,
    userId: 'u',
    cookie: null,
  });
  const live = (maxAgeMs = 30_000) => {
    const cache = new SessionCache({ maxAgeMs, now: clock });
    cache.resume();
    return cache;
  };

  it('keeps nothing until the revocation feed is confirmed, and nothing after it stops', () => {
    const cache = new SessionCache({ maxAgeMs: 30_000, now: clock });
    cache.put('a', entry(), cache.generation);
    expect(cache.get('a')).toBeNull();
    cache.resume();
    cache.put('a', entry(), cache.generation);
    expect(cache.get('a')).not.toBeNull();
    cache.suspend();
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
    cache.resume();
    expect(cache.get('a')).toBeNull();
  });

  it('keeps nothing when its age limit is 0', () => {
    const cache = live(0);
    cache.put('a', entry(), cache.generation);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeNull();
  });

  it('does not keep a read that raced a revocation', () => {
    const cache = live();
    const before = cache.generation;
    cache.evict(['someone-else']);
    cache.put('a', entry(), before);
    expect(cache.get('a')).toBeNull();
    cache.put('a', entry(), cache.generation);
    expect(cache.get('a')).not.toBeNull();
  });

  it('forgets an evicted session', () => {
    const cache = live();
    cache.put('a', entry(), cache.generation);
    cache.put('b', entry(), cache.generation);
    cache.evict(['a']);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
  });

  it('reads again after the age limit, and never past the session end', () => {
    const cache = live(30_000);
    cache.put('short', entry(10_000), cache.generation);
    cache.put('long', entry(), cache.generation);
    now += 10_000;
    expect(cache.get('short')).toBeNull();
    expect(cache.get('long')).not.toBeNull();
    now += 20_000;
    expect(cache.get('long')).toBeNull();
  });

  it('holds at most maxEntries sessions, dropping the oldest read', () => {
    const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 2, now: clock });
    cache.resume();
    for (const sid of ['a', 'b', 'c']) cache.put(sid, entry(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });
});
