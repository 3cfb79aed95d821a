/**
 * Commander's usage errors (an unknown command or option, a missing required option or argument,
 * excess arguments) as one line each, like every other bad input of `deadeye`: commander prints
 * nothing and exits nothing itself; it throws a {@link UsageError} that `main.ts` prints as
 * `deadeye: error: ...` with exit status 2. `--help` and `--version` still print as usual and end
 * with a {@link UsageError} of exit code 0.
 */
import type { Command, CommanderError } from 'commander';

/** A usage error commander found, in one line; `exitCode` 0 for `--help` and `--version`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** `deadeye duel`: the command's name with its parents', as typed. */
function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c !== null; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Commander's message in one line: without its `error: ` prefix, its `(Did you mean ...?)` line
 * kept in parentheses, prefixed with the subcommand and followed by where the options are listed.
 * `deadeye` without a command gets the list of commands instead of the whole help.
 */
export function usageLine(cmd: Command, e: CommanderError): string {
  const help = `see ${commandPath(cmd)} --help`;
  if (e.code === 'commander.help') {
    // `deadeye` alone, or `deadeye help NAME` for an unknown NAME.
    const names = cmd.commands.map((c) => c.name()).filter((n) => n !== 'help');
    const asked = cmd.args[0] === 'help' ? cmd.args[1] : undefined;
    return `${asked === undefined ? 'no command given' : `unknown command '${asked}'`}; use one of ${names.join(', ')} (${help})`;
  }
  const text = e.message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*\(Did you mean/g, ' (did you mean')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('; ')
    .replace(/\.$/, '');
  return `${cmd.parent === null ? '' : `${cmd.name()}: `}${text}; ${help}`;
}

/**
 * Makes `program` and every command under it throw a {@link UsageError} instead of printing a
 * usage error over several lines and exiting with status 1. Call it after every command is added
 * (commander copies these settings only to commands created later).
 * @returns `program`
 */
export function oneLineUsageErrors(program: Command): Command {
  const apply = (cmd: Command): void => {
    cmd
      .showHelpAfterError(false)
      .configureOutput({ outputError: () => undefined, writeErr: () => undefined })
      .exitOverride((e) => {
        throw new UsageError(e.exitCode === 0 ? e.message : usageLine(cmd, e), e.exitCode);
      });
    for (const sub of cmd.commands) apply(sub);
  };
  apply(program);
  return program;
}
