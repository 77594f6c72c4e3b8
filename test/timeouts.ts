// Hang guards, not timing: on a busy machine (other builds keeping both cores busy) a child process
// or a test may run ten times slower than on an idle one, and no limit here may fail a test that
// would pass there. They only stop a run that hangs. (Issue 20, item 11.)

/** A child process (a CLI command, a server starting) before it counts as hung. */
export const CHILD_MS = 600_000;
/** One test, several child processes included. */
export const TEST_MS = 1_200_000;
