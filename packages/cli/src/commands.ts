/**
 * The commands of `deadeye` (duel, run, compare, ab, sweep, balance, odds, library, baseline, check,
 * validate, replay, roster, systems): their arguments, options and help. What each does is in its
 * own module, reached through actions.ts, which building the program does not read. Every rule
 * system comes from the registry (`--system`); this package names no rules package.
 */
import { Command, Option } from 'commander';
// What building the program reads: the options' help and defaults (no more), the systems' ids and
// names from the registry's about module, which loads none of them, feet per space and the cores.
import { bundledScenariosDir, collect, DEFAULT_ALPHA, HOUSE_RULE_HELP, MAX_TRIALS_HELP, TARGET_ERROR_HELP, VERSION } from './options-help.ts';
import { DEFAULT_SYSTEM, SYSTEMS_ABOUT, systemIds } from '@deadeye/registry/about';
import { FEET_PER_SPACE } from '@deadeye/core/scale';
import { defaultThreads } from '@deadeye/runner/threads';
// What the commands do, read when one runs (the pre-built command loads it then: scripts/build.ts, lazyActions).
import { abCommand, balanceCommand, baselineCommand, checkCommand, compareCommand, duelCommand, libraryCommand, oddsCommand, parseSeed, replayAction, rosterCommand, runCommand, sweepCommand, systemsCommand, validateCommand } from './actions.ts';
import type { DuelCommandOptions, ReplayOptions } from './duel-commands.ts';
import type { LibraryOptions } from './library-command.ts';

/** Commander's parser of `--seed` ({@link parseSeed}: trimmed; an empty or blank seed refused in one line). */
function seedWords(value: string): string {
  return parseSeed(value);
}

/** Each system's duel turn limit, for the help: `20 for BOOT HILL, 10 for Quick on the Draw, ...` (each system's `defaultMaxTurns`, as its about module gives it). */
function duelTurnLimits(): string {
  return SYSTEMS_ABOUT.flatMap((s) => (s.duelMaxTurns === undefined ? [] : [`${s.duelMaxTurns} for ${s.name}`])).join(', ');
}

/** The `--system` option, with the registered ids in its help. */
function systemOption(what = 'rule system'): Option {
  return new Option('--system <system>', `${what}: ${systemIds().join(', ')} (see deadeye systems)`).default(DEFAULT_SYSTEM);
}

/** The options every duel command shares (`duel`; `replay` defines its own), added to `cmd`. */
function duelOptions(cmd: Command): Command {
  return cmd
    .requiredOption('--a <duelist>', 'duelist A: a roster name ("Doc Holliday") or a stat line ("BASP=+12 BAC=70 STR=14 WPN=SAR6"); Quick on the Draw: a roster name or "TYPE=hero PERSONALITY=brave SKILLS=quick-draw WPN=cartridge-revolver"; Shootout!: a famous name, a troop type or "RANGED=+3 SPEED=+3 HTK=2 WPN=colt" (README, deadeye duel)')
    .requiredOption('--b <duelist>', 'duelist B, as --a')
    .option('--weapon-a <code>', "weapon A holds: BOOT HILL's price-chart code (SCG2, SAR6), Quick on the Draw's weapons-table id (sawn-off-shotgun, cartridge-revolver), Shootout!'s word (colt, shotgun); default: the first weapon of A's line")
    .option('--weapon-b <code>', 'weapon B holds, as --weapon-a')
    .addOption(systemOption())
    .option('--variant <name>', "rules variant (each system's: deadeye systems lists them; BOOT HILL: screen, the Referee's Screen's hit modifiers, or rulebook, as printed); default: the system's")
    .option('--max-turns <n>', `turn limit; an unresolved duel is a draw (default: the system's, ${duelTurnLimits()})`)
    .option('--house-rule <file>', HOUSE_RULE_HELP, collect);
}


/** The `deadeye` program with its commands. */
export function buildProgram(): Command {
  const program = new Command();
  program
    .name('deadeye')
    .description(`Monte Carlo simulation and balance analysis for Wild West skirmish games (${SYSTEMS_ABOUT.map((s) => s.name).join(', ')}): duels and scenarios`)
    .version(VERSION)
    .showHelpAfterError('(add --help for the options)');

  duelOptions(
    program
      .command('duel')
      .description("standing duels at one or more ranges under a rule system: win rates with 95% Wilson intervals, optional exact solution, JSON and report"),
  )
    .option('--range <spaces>', `range in spaces (1 space = ${FEET_PER_SPACE} ft = one pace), or a comma list: 2,5,10,15; required for BOOT HILL and Shootout!, default 15 paces for Quick on the Draw (SHOOTOUTS)`)
    .option('--trials <n>', 'trials per range', '10000')
    .option('--seed <seed>', 'seed of the random streams (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--json <file>', 'write the results JSON to this file')
    .option('--report <dir>', 'write an HTML report with Vega-Lite charts (SVG, PNG) and CSV tables to this directory')
    .option('--exact', 'also solve each duel exactly (Markov chain) and print it beside the Monte Carlo estimate')
    .option('--target-error <e>', `${TARGET_ERROR_HELP}; every range plays the trials the most demanding rate of any needs`)
    .option('--max-trials <n>', MAX_TRIALS_HELP)
    .option('--quiet', 'no progress bar')
    .action((o: DuelCommandOptions, cmd: Command) => duelCommand(o, cmd));

  program
    .command('replay')
    .argument('[scenario]', 'a scenario file (scenarios/*.yaml); without it, replay a duel given by --a, --b and --range')
    .description('re-run one trial of a scenario run (with positions) or of a duel run alone, and print it turn by turn with every roll')
    .requiredOption('--trial <n>', 'trial index within the run, 0-based (required)')
    .option('--seed <seed>', 'seed of the run (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--a <duelist>', 'duel: duelist A (roster name or stat line)')
    .option('--b <duelist>', 'duel: duelist B')
    .option('--weapon-a <code>', 'duel: weapon A holds')
    .option('--weapon-b <code>', 'duel: weapon B holds')
    .option('--range <spaces>', 'duel: range in spaces (one range); Quick on the Draw: default 15 paces, as duel')
    .addOption(systemOption())
    .option('--variant <name>', "rules variant, as in run or duel (default: the system's)")
    .option('--max-turns <n>', "turn limit (default: the scenario's, or the system's duel limit)")
    .option('--house-rule <file>', HOUSE_RULE_HELP, collect)
    .action((scenario: string | undefined, o: ReplayOptions) => replayAction(scenario, o));

  program
    .command('run')
    .argument('<scenario>', 'a scenario file, e.g. scenarios/street-fight.yaml')
    .description("play a scenario many times under a rule system: side win rates, each character's fate, turns, weapons and first shots, with 95% Wilson intervals; JSON and report")
    .option('--trials <n>', 'trials', '10000')
    .option('--seed <seed>', 'seed of the random streams (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .addOption(systemOption())
    .option('--variant <name>', "rules variant (each system's: deadeye systems lists them; BOOT HILL: screen, the Referee's Screen's hit modifiers, or rulebook, optionally +misfires); default: the system's")
    .option('--max-turns <n>', "turn limit (default: the scenario's maxTurns)")
    .option('--house-rule <file>', HOUSE_RULE_HELP, collect)
    .option('--target-error <e>', TARGET_ERROR_HELP)
    .option('--max-trials <n>', MAX_TRIALS_HELP)
    .option('--json <file>', 'write the results JSON to this file')
    .option('--report <dir>', 'write an HTML report with Vega-Lite charts (SVG, PNG) and CSV tables to this directory')
    .option('--quiet', 'no progress bar')
    .action((file: string, o: Parameters<typeof runCommand>[1], cmd: Command) => runCommand(file, o, cmd));

  program
    .command('compare')
    .argument('<scenario>', 'a scenario file, e.g. scenarios/ok-corral.yaml')
    .description(
      'play a scenario under several rule systems from the same seed: each side\'s win rate, fates, length, shots, hit rate, lethality and first-shot advantage per system, a chi-square test per metric (Holm-adjusted), a plain-language summary; JSON and report',
    )
    .option('--systems <ids>', `comma list of rule systems (${systemIds().join(', ')}); default: every system that can play the scenario`)
    .option('--trials <n>', 'trials per system', '10000')
    .option('--seed <seed>', 'seed of the random streams, the same for every system (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--alpha <p>', 'family-wise false-alarm rate of the tests (Holm): the chance that any metric counted in trials is called different when the systems do not differ (the per-event metrics: a rough guide at the same level)', '0.05')
    .option('--json <file>', 'write the comparison JSON to this file')
    .option('--report <dir>', 'write an HTML comparison report (charts, one panel per system, same scales) to this directory')
    .option('--vary <attribute>', "instead: how much one step of speed, accuracy or toughness matters in each system (the scenario unchanged, one step down, one step up, in each system's own terms, paired on common random numbers)")
    .option('--who <name>', 'with --vary: the character, or the side (all its members), moved one step (default: the first side)')
    .option('--house-rule <file>', `${HOUSE_RULE_HELP}; each applies to its own system's run only`, collect)
    .option('--target-error <e>', `${TARGET_ERROR_HELP}; every system plays the trials the most demanding rate of any needs (not with --vary)`)
    .option('--max-trials <n>', MAX_TRIALS_HELP)
    .option('--quiet', 'no progress bars')
    .action((file: string, o: Parameters<typeof compareCommand>[1], cmd: Command) => compareCommand(file, o, cmd));

  program
    .command('ab')
    .argument('<scenario>', 'a scenario file, e.g. scenarios/street-fight.yaml')
    .description(
      "A/B test of house rules: the scenario in arm A (as written, or --a) and arm B (--b) on common random numbers; each side's win rate and the draws (McNemar), turns and casualties (paired t, or the exact sign-flip test when 200 trials or fewer differ), Holm-adjusted, and what the pairing was worth in unpaired trials; JSON and report",
    )
    .option('--b <file>', 'a house-rule file of arm B (required); repeatable, applied in order, each file once', collect)
    .option('--a <file>', 'a house-rule file of arm A (default: none, the rules as written); repeatable', collect)
    .option('--trials <n>', 'trials per arm, 2 or more', '10000')
    .option('--seed <seed>', 'seed of the random streams, the same for both arms (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .addOption(systemOption())
    .option('--variant <name>', "rules variant of both arms (default: the system's)")
    .option('--max-turns <n>', "turn limit (default: the scenario's maxTurns)")
    .option('--json <file>', 'write the comparison JSON to this file')
    .option('--report <dir>', 'write an HTML report (effect charts, the metrics table, each arm\'s house rules) to this directory')
    .option('--target-error <e>', `${TARGET_ERROR_HELP}; for ab the rates are the paired changes`)
    .option('--max-trials <n>', MAX_TRIALS_HELP)
    .option('--quiet', 'no progress bar')
    .action((file: string, o: Parameters<typeof abCommand>[1], cmd: Command) => abCommand(file, o, cmd));

  program
    .command('sweep')
    .argument('[scenario]', 'a scenario file, e.g. scenarios/duel-main-street.yaml (default: the sweep file\'s)')
    .description(
      "a grid of changes (a table cell, a character's stat or weapon, the range between the sides, a house rule off and on; or a sweep file), each cell paired with the scenario as written on common random numbers: each side's win rate and no winner per cell with Wilson intervals and the paired change; long-format JSON and CSV, a line chart for one parameter, a heat map for two",
    )
    .option('--vary <spec>', 'NAME=VALUES (a table cell <system>.<table>.<row>.<column>, a stat <character>.<system>.<stat>, a weapon <character>.weapon, or range (spaces between the sides); values from..to:step or a comma list), or house:FILE; once or twice', collect)
    .option('--sweep <file>', 'a sweep file (sweeps/*.yaml: scenario, system, variant, trials, seed, houseRules, vary; see README); options given here override its fields')
    .option('--house-rule <file>', `${HOUSE_RULE_HELP}; under every cell and the baseline`, collect)
    .option('--trials <n>', 'trials per cell, 2 or more', '10000')
    .option('--seed <seed>', 'seed of the random streams, the same for every cell (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .addOption(systemOption())
    .option('--variant <name>', "rules variant (default: the system's)")
    .option('--max-turns <n>', "turn limit (default: the scenario's maxTurns)")
    .option('--json <file>', 'write the sweep JSON (long format: one row per cell and rate) to this file')
    .option('--csv <file>', 'write the long table as CSV to this file')
    .option('--report <dir>', 'write an HTML report (the chart, the table, CSV) to this directory')
    .option('--target-error <e>', `${TARGET_ERROR_HELP}; every cell plays the trials the most demanding rate of any cell needs`)
    .option('--max-trials <n>', MAX_TRIALS_HELP)
    .option('--quiet', 'no progress bar')
    .action((file: string | undefined, o: Parameters<typeof sweepCommand>[1], cmd: Command) => sweepCommand(file, o, cmd));

  program
    .command('balance')
    .description(
      "a round robin at equal cost in the standard encounter (scenarios/templates/balance-encounter.yaml): Shootout!'s profiles at equal points, BOOT HILL's revolvers, shotguns and rifles between identical gunfighters at each range band; the win-rate matrix with Wilson intervals, Bradley-Terry strengths with bootstrap intervals, and which entrants look over- or under-costed; JSON, CSV and report",
    )
    .addOption(systemOption())
    .option('--trials <n>', 'trials per pairing (and band), 2 or more, half with each entrant on the west line (an odd count is rounded up to the next even one)', '400')
    .option('--seed <seed>', 'seed of the random streams, the same for every pairing (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--only <list>', "comma list of entrants or groups (Shootout!: profile ids or names, troop lists such as famous; BOOT HILL: weapon codes, or revolver, shotgun, rifle); default: every one")
    .option('--template <file>', 'the encounter template (default: scenarios/templates/balance-encounter.yaml)')
    .option('--range <spaces>', "profiles: the range between the lines at the start (default: the template's)")
    .option('--points <n>', "profiles: each side's points (default: the template's)")
    .option('--band <list>', "weapons: comma list of bands to play (short, medium, long, extreme; default: all)")
    .option('--alpha <p>', 'family-wise false-alarm rate of the verdicts (Holm over the entrants of a table)', '0.05')
    .option('--variant <name>', "rules variant (default: the system's)")
    .option('--house-rule <file>', HOUSE_RULE_HELP, collect)
    .option('--json <file>', 'write the results JSON to this file')
    .option('--csv <file>', 'write the win-rate matrix as long CSV (one row per band and ordered pair) to this file')
    .option('--report <dir>', 'write an HTML report (heat map, strengths, score against cost, tables) to this directory')
    .option('--quiet', 'no progress bar')
    .action((o: Parameters<typeof balanceCommand>[0]) => balanceCommand(o));

  program
    .command('odds')
    .description('the exact probabilities of one attack\'s outcomes under a rule system, from its tables (no simulation): the chance to hit, to put the target out of action, and what a hit does; --compare: one line per system against range in feet')
    .addOption(systemOption())
    .option('--a <shooter>', 'the shooter: a roster name or a stat line, as in duel')
    .option('--b <target>', 'the target, as --a')
    .option('--weapon-a <code>', "the shooter's weapon (default: his first)")
    .option('--weapon-b <code>', "the target's weapon (default: his first)")
    .option('--range <spaces>', `range in spaces (1 space = ${FEET_PER_SPACE} ft), or a comma list: 2,5,10; required for BOOT HILL and Shootout!, default 15 paces for Quick on the Draw (its duel's range)`)
    .option('--shot <type>', "the shot type or attack form (each system's list: see the error for an unknown one); default: the system's first")
    .option('--variant <name>', "rules variant (default: the system's)")
    .option('--compare', 'a typical shooter with --weapon against a typical target under each system: the chance one shot puts him out of action, against range in feet')
    .option('--weapon <kind>', 'with --compare: revolver, rifle or shotgun', 'revolver')
    .option('--systems <ids>', 'with --compare: comma list of systems (default: every system with odds for the weapon)')
    .option('--json <file>', 'write the odds as JSON to this file')
    .option('--report <dir>', 'write a report (charts as SVG and PNG, the numbers as JSON) to this directory')
    .action((o: Parameters<typeof oddsCommand>[0], cmd: Command) => oddsCommand(o, cmd));

  program
    .command('library')
    .argument('[dir]', "the directory of scenario files, Deadeye's own by default", bundledScenariosDir())
    .description(
      "refight every historical scenario (a file with a history block) under each rule system given, as `run` does, writing each one's JSON and report under --out, and library.md there (and library.html, the same tables linking every report): per fight one table, the record beside each system's share of trials that repeated it",
    )
    .option('--trials <n>', 'trials per scenario and system', '10000')
    .option('--seed <seed>', 'seed of the random streams, the same for every system (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .addOption(systemOption('rule system, when one'))
    .option('--systems <ids>', `comma list of rule systems (${systemIds().join(', ')}), a column each in library.md; instead of --system`)
    .option('--variant <name>', "rules variant, as in run, with one system only (default: each system's)")
    .option('--out <dir>', 'directory for the reports, the JSON files, library.md and library.html', 'reports')
    .option('--quiet', 'no progress bars')
    .action((dir: string, o: LibraryOptions, cmd: Command) => libraryCommand(dir, o, cmd.getOptionValueSource('system') === 'cli'));

  program
    .command('baseline')
    .argument('<scenario>', 'a scenario file (or, with --all, a folder of them)')
    .description('store what a later `deadeye check` needs of a scenario run: outcome counts, trials and seed, system and variant, hashes of the scenario file and the rules tables, version and commit (plain JSON)')
    .option('--system <id>', `rule system (${systemIds().join(', ')}); one scenario: one system (default: boothill); with --all, a comma list (default: every system that can play each scenario)`)
    .option('--variant <name>', "the system's rules variant (default: its default)")
    .option('--trials <n>', 'trials', '200000')
    .option('--seed <seed>', 'seed of the random streams (any word or number; spaces around it are dropped)', seedWords, '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--all', 'every scenario of the folder (or the one file) under every system that can play it, one file <scenario>.<system>.json each in the --out folder')
    .option('--except <names>', 'with --all: comma list of scenarios to leave out (file names without .yaml), e.g. northfield to make its baselines with fewer trials')
    .requiredOption('--out <path>', 'the baseline file (a .json), or with --all the folder (required)')
    .option('--house-rule <file>', `${HOUSE_RULE_HELP}; named in the baseline (name, file and where it is from the baseline, sha256, changes), which check plays again`, collect)
    .option('--quiet', 'no progress bars')
    .action((file: string, o: Parameters<typeof baselineCommand>[1]) => baselineCommand(file, o));

  program
    .command('check')
    .argument('<baselines...>', 'baseline files, or folders of them')
    .description('rerun every baseline\'s scenario (seed <baseline seed>/check) and test whether an outcome distribution shifted: chi-square (Fisher\'s exact test where sparse) on side wins, each end state, turns and casualties, Holm-adjusted; exit 0 no shift, 1 shifted, 2 bad input')
    .option('--alpha <p>', 'false-alarm rate of the whole run: every test of every baseline Holm-adjusted together', String(DEFAULT_ALPHA))
    .option('--trials <n>', "trials of the rerun, 2 or more (default: the baseline's; other counts raise false alarms somewhat above --alpha)")
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--equivalence <margin>', 'also a TOST verdict per side\'s win rate: changed, equivalent within the margin (a fraction: 0.01 is one point) or inconclusive')
    .option('--junit <file>', 'write JUnit XML (a test case per metric)')
    .option('--house-rule <file>', `${HOUSE_RULE_HELP}; each baseline is replayed with those of its system, which must change the cells its own changed, to the same values (default: each baseline's own, read from their files)`, collect)
    .option('--json <file>', 'write the checks as JSON')
    .option('--quiet', 'no progress bars')
    .action((files: string[], o: Parameters<typeof checkCommand>[1]) => checkCommand(files, o));

  program
    .command('validate')
    .argument('<scenario>', 'a scenario file')
    .description('check a scenario file (schema, names, map, and what the rule system knows) without running it')
    .addOption(systemOption())
    .option('--house-rule <file>', HOUSE_RULE_HELP, collect)
    .action((file: string, o: Parameters<typeof validateCommand>[1]) => validateCommand(file, o));

  program
    .command('roster')
    .description("list a rule system's bundled characters with their weapons (BOOT HILL: the Referee's Screen's)")
    .addOption(systemOption())
    .option('--group <group>', "only this group (BOOT HILL: james-younger-gang, northfield-citizens, gunfighters, average-miscellaneous; Shootout!: a troop list, e.g. famous, townsfolk, bandits; deadeye systems names each system's)")
    .option('--json', 'print JSON instead of a table')
    .action((o: Parameters<typeof rosterCommand>[0]) => rosterCommand(o));

  program
    .command('systems')
    .argument('[dir]', "the directory of scenario files to try under each system, Deadeye's own by default", bundledScenariosDir())
    .description('list the registered rule systems: variants, turn, seed sources, rulings, and which scenario files of the directory each can play')
    .option('--json', 'print JSON instead of text')
    .action((dir: string, o: Parameters<typeof systemsCommand>[1]) => systemsCommand(dir, o));

  // An option commander requires says so in --help, as the others give their default (an audit,
  // 2026-12-08: baseline's --out and duel's --a and --b were required with nothing in --help to say so).
  for (const command of program.commands) {
    for (const option of command.options) {
      if (option.mandatory && !option.description.includes('(required)')) option.description += ' (required)';
    }
  }
  return program;
}
