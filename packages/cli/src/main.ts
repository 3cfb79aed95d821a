#!/usr/bin/env node
/**
 * The `deadeye` command. Run it as `pnpm deadeye <command>`; `pnpm deadeye --help` lists the
 * commands and `pnpm deadeye <command> --help` their options. Errors print one line on stderr
 * (`deadeye: error: ...`) and exit with status 2.
 */
import { buildProgram } from './commands.ts';

buildProgram()
  .parseAsync(process.argv)
  .catch((e: unknown) => {
    process.stderr.write(`deadeye: error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
