import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Several files build the full engine (ruleset + reference data); keep worker count modest on 2 cores.
    pool: 'forks',
    // Hang guards only (test/timeouts.ts): a test may run ten times slower on a machine whose cores
    // other work keeps busy, and must still pass there.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
