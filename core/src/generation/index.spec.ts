import * as generation from './index';

describe('generation public API', () => {
  it('exports the domain functions', () => {
    for (const name of [
      'targetRange',
      'guidance',
      'wantsCallToAction',
      'wantsBulletDashes',
      'cleanDescription',
      'fitToLength',
      'buildPrompt',
      'checkAnswer',
      'findUnsupportedClaims',
      'writeBuiltinDescription',
    ] as const) {
      expect(typeof generation[name]).toBe('function');
    }
  });
});
