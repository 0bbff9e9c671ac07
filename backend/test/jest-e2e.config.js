/** API suites: the real AppModule against a real database (SQLite by default, MariaDB with DB_TYPE=mysql). */
// Time limits grow with this host's slowness, measured once here (scripts/time-scale.cjs;
// docs/testing-and-benchmarks.md, "Time limits on a slow host"); the workers inherit
// TEST_TIME_SCALE (test/support/time-scale.ts), which also chooses the factor when set.
const scaled = require('../../scripts/time-scale.cjs').scaler('API suites');
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  // Nest 12 and a few of its dependencies ship ES modules only; swc turns them into CommonJS for Jest.
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swcOptions] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|load-esm|otplib|@otplib|@scure|@noble|@simplewebauthn|@peculiar|@levischuck|ical\\.js)/)',
  ],
  // The shared package from its sources, as the type-check reads it: tests need no build of it first.
  moduleNameMapper: { '^@table-bay/shared$': '<rootDir>/../packages/shared/src/index.ts' },
  setupFiles: ['<rootDir>/test/support/env.setup.ts'],
  globalSetup: '<rootDir>/test/support/mysql-databases.setup.ts',
  testTimeout: scaled(60000),
  // Test files run side by side (each has its own data folder, and on MySQL each worker its own
  // database); API_TEST_WORKERS sets how many, 2 by default for these 2-core machines.
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
};
