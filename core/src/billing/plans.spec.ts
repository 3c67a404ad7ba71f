import { GUEST_GENERATION_LIMIT, PLANS, addOneMonth, planFor } from './plans';

describe('plans', () => {
  it('carry the spec quotas and prices', () => {
    expect([PLANS.free.monthlyGenerations, PLANS.pro.monthlyGenerations]).toEqual([25, 850]);
    expect(PLANS.business.monthlyGenerations).toBe(10_000);
    expect([PLANS.free.priceUsd, PLANS.pro.priceUsd, PLANS.business.priceUsd]).toEqual([0, 9, 25]);
    expect(GUEST_GENERATION_LIMIT).toBe(1);
    expect(PLANS.free.allowsOverage).toBe(false);
    expect(PLANS.pro.allowsOverage && PLANS.business.allowsOverage).toBe(true);
  });

  it('fall back to free for an unknown plan id', () => {
    expect(planFor('enterprise').id).toBe('free');
  });
});

describe('addOneMonth', () => {
  it('moves to the same day next month', () => {
    expect(addOneMonth(new Date('2026-03-15T10:20:30.000Z')).toISOString()).toBe(
      '2026-04-15T10:20:30.000Z',
    );
  });

  it('clamps Jan 31 to the end of February (28 days, 29 in a leap year)', () => {
    expect(addOneMonth(new Date('2026-01-31T12:00:00.000Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addOneMonth(new Date('2028-01-31T12:00:00.000Z')).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });

  it('crosses the year end', () => {
    expect(addOneMonth(new Date('2026-12-31T23:59:59.000Z')).toISOString()).toBe(
      '2027-01-31T23:59:59.000Z',
    );
  });
});
