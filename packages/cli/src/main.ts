#!/usr/bin/env node
/**
 * The `deadeye` command. Run it as `pnpm deadeye <command>`; `pnpm deadeye --help` lists the
 * commands and `pnpm deadeye <command> --help` their options. Every bad input, a usage error
 * commander finds included, prints one line on stderr (`deadeye: error: ...`) and exits with
 * status 2; `--help` and `--version` exit with 0. Interrupted (Ctrl-C, SIGINT) or terminated
 * (SIGTERM), it removes what it had not finished writing and exits with 128 + the signal's number:
 * 130 and 143.
 */
import { constants } from 'node:os';
import { buildProgram } from './commands.ts';
import { oneLineUsageErrors, UsageError } from './usage-errors.ts';

// Handled rather than left to kill the process at once: the signal then waits for a synchronous
// write (writeFileAtomic) to finish, and process.exit runs the exit hooks (signal-exit's onExit)
// that remove the unfinished report (`<dir>.partial-<pid>`).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`${process.stderr.isTTY ? '\n' : ''}deadeye: interrupted by ${signal}; unfinished output removed\n`);
    process.exit(128 + constants.signals[signal]);
  });
}

oneLineUsageErrors(buildProgram())
  .parseAsync(process.argv)
  .catch((e: unknown) => {
    if (e instanceof UsageError && e.exitCode === 0) {
      process.exitCode = 0;
      return;
    }
    process.stderr.write(`deadeye: error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
