#!/usr/bin/env node
/**
 * The `deadeye` command. Run it as `pnpm deadeye <command>`; `pnpm deadeye --help` lists the
 * commands and `pnpm deadeye <command> --help` their options. Every bad input, a usage error
 * commander finds included, prints one line on stderr (`deadeye: error: ...`) and exits with
 * status 2; `--help` and `--version` exit with 0. Interrupted (Ctrl-C, SIGINT) or terminated
 * (SIGTERM), it removes what it had not finished writing and exits with 128 + the signal's number:
 * 130 and 143. A reader that stops reading (`| head`) ends no command: the rest of the text is
 * dropped, the files are written, and the status is the usual one.
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

// A closed standard output or error (`deadeye duel ... | head -1`): what is left of the text is
// dropped quietly (a stream that failed takes no more writes), and the command goes on to finish
// its files (a report whole, a JSON) and exits with its usual status, as most command-line tools
// do (an audit, 2026-11-30: an unhandled 'error' event, exit status 1, with a report being written).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
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
