// How long-running commands (serve, worker) stop: the first SIGINT (Ctrl-C, which a terminal sends
// to the whole process group: npx, a shell and node alike) or SIGTERM asks for a graceful stop;
// a second one stops at once (exit 130 for SIGINT, 143 for SIGTERM), so Ctrl-C never leaves a
// server running while it waits for a busy connection or a queue that does not answer.

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** The exit status of a process ended by `signal` (128 + its number), as shells report it. */
export const signalExitCode = (signal: StopSignal): number => (signal === 'SIGINT' ? 130 : 143);

export interface StopIo {
  /** A human-readable line for stderr. */
  log(line: string): void;
  exit(code: number): never;
}

const defaultIo: StopIo = {
  log: (line) => void process.stderr.write(`${line}\n`),
  exit: (code) => process.exit(code),
};

/**
 * Resolves with the first SIGINT or SIGTERM. From then on a second one ends the process at once
 * (after `onForce`, e.g. to stop child processes that would otherwise outlive it).
 */
export function untilStopSignal(command: string, onForce: () => void = () => {}, io: StopIo = defaultIo): Promise<StopSignal> {
  return new Promise((resolve) => {
    const first = (signal: StopSignal): void => {
      process.off('SIGINT', first);
      process.off('SIGTERM', first);
      const again = (second: StopSignal): void => {
        io.log(`${command}: ${second} again: stopping at once`);
        try {
          onForce();
        } finally {
          io.exit(signalExitCode(second));
        }
      };
      process.on('SIGINT', again);
      process.on('SIGTERM', again);
      io.log(`${command}: ${signal}: stopping (finishing the work in hand; press Ctrl-C again to stop at once)`);
      resolve(signal);
    };
    process.on('SIGINT', first);
    process.on('SIGTERM', first);
  });
}
