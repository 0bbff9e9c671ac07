/** Unit tests of backend modules (no database). */
const base = require('./test/jest-e2e.config.js');

module.exports = { ...base, rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'], setupFiles: [] };
