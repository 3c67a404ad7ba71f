import type { Redis } from 'ioredis';

export interface ThrottleLimits {
  /** Attempts per account in the window; the next one is refused. */
  perAccount: number;
  /** Attempts per client IP in the window. */
  perIp: number;
  windowSeconds: number;
}

/**
 * Counts sign-in attempts per account and per IP in Redis. An attempt is counted *before*
 * the password is checked (INCR is atomic), so aliased mutations or a batch racing in one
 * request cannot slip extra guesses past the limit; a success clears the account's count.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Reserves an attempt; false when the account or the IP is over its limit. */
  async reserve(email: string, ip: string): Promise<boolean> {
    const results = await this.redis
      .multi()
      .incr(this.accountKey(email))
      .expire(this.accountKey(email), this.limits.windowSeconds, 'NX')
      .incr(this.ipKey(ip))
      .expire(this.ipKey(ip), this.limits.windowSeconds, 'NX')
      .exec();
    if (!results) return false;
    const account = Number(results[0][1]);
    const perIp = Number(results[2][1]);
    return account <= this.limits.perAccount && perIp <= this.limits.perIp;
  }

  /** A successful sign-in: the account starts afresh (the IP's count stays). */
  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  private accountKey(email: string): string {
    return `${this.prefix}:auth:attempts:account:${email.trim().toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `${this.prefix}:auth:attempts:ip:${ip}`;
  }
}
