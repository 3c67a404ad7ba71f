import {
  guidance,
  lengthNote,
  MIN_ACCEPTABLE_LENGTH,
  targetRange,
  wantsBulletDashes,
  wantsCallToAction,
} from './length-rules';

describe('targetRange', () => {
  it.each([
    // count, min (90 %, at least 100), max (110 %, never below min)
    [50, 100, 100],
    [90, 100, 100],
    [100, 100, 110],
    [110, 100, 121],
    [150, 135, 165],
    [250, 225, 275],
    [300, 270, 330],
    [500, 450, 550],
  ])('%d characters → %d to %d', (count, min, max) => {
    expect(targetRange(count)).toEqual({ min, max });
  });

  it('rounds both ends down', () => {
    expect(targetRange(155)).toEqual({ min: 139, max: 170 }); // 139.5 and 170.5
  });

  it('never goes below the floor of 100', () => {
    for (let count = 50; count <= 500; count += 10) {
      const { min, max } = targetRange(count);
      expect(min).toBeGreaterThanOrEqual(MIN_ACCEPTABLE_LENGTH);
      expect(max).toBeGreaterThanOrEqual(min);
    }
  });
});

describe('guidance', () => {
  it.each([
    [50, 'concise'],
    [150, 'concise'],
    [151, 'focused'],
    [250, 'focused'],
    [300, 'focused'],
    [301, 'comprehensive'],
    [500, 'comprehensive'],
  ])('%d → %s', (count, expected) => {
    expect(guidance(count)).toBe(expected);
  });
});

describe('wantsCallToAction', () => {
  it.each([
    [150, false],
    [200, false],
    [201, true],
    [250, true],
  ])('%d → %s', (count, expected) => {
    expect(wantsCallToAction(count)).toBe(expected);
  });
});

describe('wantsBulletDashes', () => {
  it.each([
    [250, false],
    [300, false],
    [301, true],
    [350, true],
  ])('%d → %s', (count, expected) => {
    expect(wantsBulletDashes(count)).toBe(expected);
  });
});

describe('lengthNote', () => {
  it('says nothing within the band', () => {
    expect(lengthNote('x'.repeat(450), 500)).toBeNull();
    expect(lengthNote('x'.repeat(100), 50)).toBeNull();
  });

  it('names the target and about what the fields give, rounded down to tens', () => {
    expect(lengthNote('x'.repeat(317), 500)).toBe(
      'Add details for a 500-character description: these fields give about 310',
    );
    expect(lengthNote('x'.repeat(97), 50)).toBe(
      'Add details for a 50-character description: these fields give about 90',
    );
  });
});
