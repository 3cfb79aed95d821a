/**
 * What the commands of `deadeye` do: each command's action, and `--seed`'s parser, as commands.ts
 * calls them once commander has parsed a command line. Nothing else imports this module: building
 * the program (commands.ts) and `deadeye --help` read none of it. The pre-built command holds it,
 * with everything it reaches but the rule systems, in a bundle of its own that it loads when a
 * command runs (scripts/build.ts, `lazyActions`): `--help` neither reads nor compiles it.
 */
export { duelCommand, replayAction, rosterCommand } from './duel-commands.ts';
export { runCommand, systemsCommand, validateCommand } from './scenario-commands.ts';
export { compareCommand } from './compare-command.ts';
export { abCommand } from './ab-command.ts';
export { sweepCommand } from './sweep-command.ts';
export { balanceCommand } from './balance-command.ts';
export { oddsCommand } from './odds-command.ts';
export { libraryCommand } from './library-command.ts';
export { baselineCommand, checkCommand } from './guard-commands.ts';
export { parseSeed } from './play-words.ts';
