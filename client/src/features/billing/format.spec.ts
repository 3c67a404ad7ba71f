import { currentPeriodLabel, formatDate } from './format';

describe('the billing period as the page shows it', () => {
  it("shows a Free plan's period ending when its allowance resets, never an open dash", () => {
    const label = currentPeriodLabel({
      subscription: { currentPeriodStart: '2026-11-23T10:00:00Z', currentPeriodEnd: null },
      usage: { periodStart: '2026-11-23T10:00:00Z', resetDate: '2026-12-23T10:00:00Z' },
    });
    expect(label).toBe('Nov 23, 2026 – Dec 23, 2026');
    expect(label).toContain(formatDate('2026-12-23T10:00:00Z'));
  });

  it("shows a paid plan's own period", () => {
    expect(
      currentPeriodLabel({
        subscription: {
          currentPeriodStart: '2026-03-01T00:00:00Z',
          currentPeriodEnd: '2026-04-01T00:00:00Z',
        },
        usage: { periodStart: '2026-03-05T00:00:00Z', resetDate: '2026-04-05T00:00:00Z' },
      }),
    ).toBe('Mar 1, 2026 – Apr 1, 2026');
  });

  it('says "since" rather than leave the end blank when nothing says when it ends', () => {
    expect(
      currentPeriodLabel({
        subscription: { currentPeriodStart: '2026-03-01T00:00:00Z', currentPeriodEnd: null },
        usage: null,
      }),
    ).toBe('Since Mar 1, 2026');
  });
});
