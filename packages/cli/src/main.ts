#!/usr/bin/env node
/**
 * The `deadeye` command. Run it as `pnpm deadeye <command>`; `pnpm deadeye --help` lists the
 * commands and `pnpm deadeye <command> --help` their options. Every bad input, a usage error
 * commander finds included, prints one line on stderr (`deadeye: error: ...`) and exits with
 * status 2; `--help` and `--version` exit with 0.
 */
import { buildProgram } from './commands.ts';
import { oneLineUsageErrors, UsageError } from './usage-errors.ts';

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
