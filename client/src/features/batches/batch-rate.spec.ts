import { addSample, estimateRate, rateLabel, timeLeftLabel, type RateSample } from './batch-rate';

describe('Generate All pace and time left', () => {
  it('measures the pace over the recent samples and forgets older ones', () => {
    let samples: RateSample[] = [];
    for (let second = 0; second <= 90; second += 10) {
      samples = addSample(samples, { at: second * 1000, done: second * 2 });
    }
    // Only the last minute is kept: 30 s … 90 s.
    expect(samples[0]).toEqual({ at: 30_000, done: 60 });
    expect(estimateRate(samples, 240, { itemsPerMinute: null, secondsLeft: null })).toEqual({
      itemsPerMinute: 120,
      secondsLeft: 120,
    });
  });

  it('keeps one sample per step of progress', () => {
    const samples = addSample([{ at: 0, done: 3 }], { at: 500, done: 3 });
    expect(samples).toEqual([{ at: 0, done: 3 }]);
  });

  it("uses the server's average until it has a few seconds of its own", () => {
    const samples = [
      { at: 0, done: 1 },
      { at: 1000, done: 5 },
    ];
    expect(estimateRate(samples, 30, { itemsPerMinute: 60, secondsLeft: 31 })).toEqual({
      itemsPerMinute: 60,
      secondsLeft: 31,
    });
    expect(estimateRate(samples, 30, { itemsPerMinute: null, secondsLeft: null })).toBeNull();
  });

  it('says the pace and the time left in words', () => {
    expect(rateLabel(1.46)).toBe('1.5 items/min');
    expect(rateLabel(942.4)).toBe('942 items/min');
    expect(timeLeftLabel(12)).toBe('about 15 s left');
    expect(timeLeftLabel(61)).toBe('about 2 min left');
    expect(timeLeftLabel(3 * 3600 + 125)).toBe('about 3 h 3 min left');
  });
});
