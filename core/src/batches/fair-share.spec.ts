import { allocate, planWeight } from './fair-share';

describe('sharing a provider between sellers', () => {
  it('gives a new small batch the items a big one does not already have in flight', () => {
    const shares = allocate(
      [
        { id: 'big', weight: 1, generating: 20, cap: Infinity },
        { id: 'small', weight: 1, generating: 0, cap: Infinity },
      ],
      24,
    );
    // 20 + 2 = 0 + 22: both end with 22 in flight.
    expect(Object.fromEntries(shares)).toEqual({ big: 2, small: 22 });
  });

  it('shares by plan weight', () => {
    expect(planWeight('business')).toBe(3);
    expect(planWeight('pro')).toBe(2);
    expect(planWeight('free')).toBe(1);
    expect(planWeight('guest')).toBe(1);
    const shares = allocate(
      [
        { id: 'free', weight: planWeight('free'), generating: 0, cap: Infinity },
        { id: 'pro', weight: planWeight('pro'), generating: 0, cap: Infinity },
      ],
      30,
    );
    expect(Object.fromEntries(shares)).toEqual({ free: 10, pro: 20 });
  });

  it("never hands a batch more than its seller's allowance leaves", () => {
    const shares = allocate(
      [
        { id: 'free', weight: 1, generating: 0, cap: 3 },
        { id: 'paid', weight: 1, generating: 0, cap: Infinity },
      ],
      10,
    );
    expect(Object.fromEntries(shares)).toEqual({ free: 3, paid: 7 });
    expect(
      Object.fromEntries(allocate([{ id: 'free', weight: 1, generating: 0, cap: 2 }], 10)),
    ).toEqual({ free: 2 });
  });
});
