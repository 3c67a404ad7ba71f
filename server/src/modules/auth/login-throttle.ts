import type { Redis } from 'ioredis';

export interface ThrottleLimits {
  /** Failed attempts on one account from one IP in the window; the next one is refused. */
  perAccountIp: number;
  /** Attempts from one IP in the window, over all accounts. */
  perIp: number;
  /**
   * Attempts on one account from everywhere in the window: a ceiling well above
   * perAccountIp, against attacks spread over many addresses.
   */
  perAccount: number;
  windowSeconds: number;
}

/**
 * Counts sign-in attempts in Redis per (account, IP), per IP and per account. An attempt is
 * counted *before* the password is checked (INCR is atomic), so aliased mutations or a batch
 * racing in one request cannot slip extra guesses past the limit. Attempts are limited where
 * they come from: an attacker guessing from one address is stopped after `perAccountIp`
 * guesses while the owner, signing in from their own address, is not (a lock-out per account
 * alone would let anyone keep the owner out). A success clears the (account, IP) count.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Reserves an attempt; false when any of the three counts is over its limit. */
  async reserve(email: string, ip: string): Promise<boolean> {
    const [accountIp, perIp] = await this.count([this.accountIpKey(email, ip), this.ipKey(ip)]);
    if (accountIp > this.limits.perAccountIp || perIp > this.limits.perIp) return false;
    // Only attempts that got past their address's limits count towards the account's
    // ceiling: an attacker who keeps hammering from a blocked address cannot raise it.
    const [perAccount] = await this.count([this.accountKey(email)]);
    return perAccount <= this.limits.perAccount;
  }

  private async count(keys: string[]): Promise<number[]> {
    const transaction = this.redis.multi();
    for (const key of keys) transaction.incr(key).expire(key, this.limits.windowSeconds, 'NX');
    const results = await transaction.exec();
    if (!results) throw new Error('sign-in throttle transaction was aborted');
    return keys.map((_key, index) => Number(results[index * 2][1]));
  }

  /** A successful sign-in: this address starts afresh on this account. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.redis.del(this.accountIpKey(email, ip));
  }

  private accountKey(email: string): string {
    return `${this.prefix}:auth:attempts:account:${normalise(email)}`;
  }

  private accountIpKey(email: string, ip: string): string {
    return `${this.prefix}:auth:attempts:account-ip:${normalise(email)}:${ip}`;
  }

  private ipKey(ip: string): string {
    return `${this.prefix}:auth:attempts:ip:${ip}`;
  }
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
