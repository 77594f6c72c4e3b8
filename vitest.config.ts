import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Several files build the full engine (ruleset + reference data); keep worker count modest on 2 cores.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
