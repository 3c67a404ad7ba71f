/** Unit (*.spec.ts) and integration (*.int-spec.ts) tests; browser tests have e2e/jest.config.js. */
module.exports = {
  testEnvironment: 'node',
  // client/src: the client's pure logic (no DOM), e.g. the batch pace.
  roots: [
    '<rootDir>/core',
    '<rootDir>/server',
    '<rootDir>/worker',
    '<rootDir>/test',
    '<rootDir>/client/src',
  ],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
  maxWorkers: 2,
};
