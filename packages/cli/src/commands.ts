/**
 * The commands of `deadeye`: duel, run, validate, replay, roster.
 */
import { VERSION, prepareOutputs, writeOutputs } from './io.ts';
import { Command, Option } from 'commander';
import {
  DEFAULT_MAX_TURNS,
  ROSTER,
  firstShotBase,
  replayDuelTrial,
  solveDuelExact,
  type BootHillCharacter,
  type DuelMatchup,
} from '@deadeye/boothill';
import { FEET_PER_SPACE, type DuelRunInfo } from '@deadeye/core';
import { defaultThreads, progressBar, runDuels } from '@deadeye/runner';
import { summarizeDuel } from '@deadeye/stats';
import { buildMatchups, parseRanges, parseWhole, type DuelWords } from './duelists.ts';
import { formatDuelSummary } from './format.ts';
import { libraryCommand, replayScenarioCommand, runCommand, validateCommand } from './scenario-commands.ts';

export { VERSION, userPath, writeFileAtomic, writeOutputs } from './io.ts';

function duelOptions(cmd: Command): Command {
  return cmd
    .requiredOption('--a <duelist>', 'duelist A: a roster name ("Doc Holliday") or a stat line ("BASP=+12 BAC=70 STR=14 WPN=SAR6")')
    .requiredOption('--b <duelist>', 'duelist B, as --a')
    .option('--weapon-a <code>', "weapon A holds (e.g. SCG2, SAR6); default: the first weapon of A's roster line")
    .option('--weapon-b <code>', 'weapon B holds, as --weapon-a')
    .addOption(new Option('--variant <name>', 'hit modifiers: screen (Referee\'s Screen) or rulebook (as printed)').default('screen'))
    .option('--max-turns <n>', 'turn limit; an unresolved duel is a draw', String(DEFAULT_MAX_TURNS));
}

interface DuelCommandOptions extends DuelWords {
  trials: string;
  seed: string;
  threads?: string;
  json?: string;
  report?: string;
  exact?: boolean;
  quiet?: boolean;
}

/** `deadeye duel`: Monte Carlo duels at one or more ranges, with optional exact solution, JSON and report. */
export async function duelCommand(o: DuelCommandOptions): Promise<void> {
  const matchups = buildMatchups(o);
  const trials = parseWhole(o.trials, '--trials', 1);
  const { threads, jsonPath, reportDir, report } = await prepareOutputs(o);

  const first = matchups[0] as DuelMatchup;
  const progress = progressBar(`${first.a.name} vs ${first.b.name}`, { quiet: o.quiet === true });
  const run = await runDuels(matchups, { seed: o.seed, trials, threads, progress });
  const counts = run.counts.map((c, i) => (o.exact === true ? { ...c, exact: solveDuelExact(matchups[i] as DuelMatchup) } : c));
  const info: DuelRunInfo = {
    system: 'boothill',
    variant: first.variant,
    seed: o.seed,
    trials,
    threads: run.threads,
    maxTurns: first.maxTurns,
    elapsedMs: Math.round(run.elapsedMs),
    trialsPerSecond: Math.round((trials * matchups.length * 1000) / run.elapsedMs),
    version: VERSION,
  };
  const summary = summarizeDuel(info, counts);
  process.stdout.write(formatDuelSummary(summary));
  await writeOutputs(summary, jsonPath, reportDir, report?.writeDuelReport);
}

interface ReplayOptions extends Omit<DuelWords, 'a' | 'b' | 'range' | 'maxTurns'> {
  a?: string;
  b?: string;
  range?: string;
  maxTurns?: string;
  seed: string;
  trial: string;
}

/** `deadeye replay`: one trial of a duel run, turn by turn. */
export function replayCommand(o: DuelWords & { seed: string; trial: string }): void {
  if (parseRanges(o.range).length !== 1) throw new Error('--range: replay takes a single range');
  const trial = parseWhole(o.trial, '--trial', 0);
  const matchup = buildMatchups(o)[0] as DuelMatchup;
  const r = replayDuelTrial(matchup, o.seed, trial);
  const out = [
    `Replay of trial ${r.trial} (batch ${r.batch}), seed ${o.seed}, variant ${matchup.variant}`,
    `${describe(matchup.a)}`,
    `${describe(matchup.b)}`,
    `range ${matchup.range} spaces (${matchup.range * FEET_PER_SPACE} ft)`,
    ...r.log,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

function describe(d: DuelMatchup['a']): string {
  return `  ${d.name}: ${d.weapon} (${d.band} range, modifier ${signed(d.rangeModifier)}${d.weaponModifier !== 0 ? `, weapon ${signed(d.weaponModifier)}` : ''}), first shot base ${d.firstShotBase}, BAC ${d.bac}%, STR ${d.str}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

interface RosterOptions {
  group?: string;
  json?: boolean;
}

/** `deadeye roster`: the bundled characters with their weapons. */
export function rosterCommand(o: RosterOptions): void {
  const groups = [...new Set(ROSTER.map((c) => c.group))];
  if (o.group !== undefined && !groups.includes(o.group as BootHillCharacter['group'])) {
    throw new Error(`--group: unknown group "${o.group}"; use one of ${groups.join(', ')}`);
  }
  const rows = ROSTER.filter((c) => o.group === undefined || c.group === o.group);
  if (o.json === true) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const lines: string[] = [];
  for (const g of groups) {
    const members = rows.filter((c) => c.group === g);
    if (members.length === 0) continue;
    lines.push(`${g} (${members[0]?.source.seed}, ${members[0]?.source.section})`);
    lines.push(`  ${'name'.padEnd(30)} ${'BASP'.padStart(5)} ${'BAC'.padStart(4)} ${'STR'.padStart(4)} ${'MRL'.padStart(4)}  weapons (first shot base)`);
    for (const c of members) {
      const weapons = c.weapons.map((w) => `${w.printed} ${signed(firstShotBase(c, w.code))}`).join(', ');
      lines.push(
        `  ${c.name.padEnd(30)} ${signed(c.basp).padStart(5)} ${`${c.bac}%`.padStart(4)} ${String(c.str).padStart(4)} ${`${c.mrl}%`.padStart(4)}  ${weapons}`,
      );
    }
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}`);
}

/** The `deadeye` program with its commands. */
export function buildProgram(): Command {
  const program = new Command();
  program
    .name('deadeye')
    .description('Monte Carlo simulation and balance analysis for Wild West skirmish games (BOOT HILL): duels and scenarios')
    .version(VERSION)
    .showHelpAfterError('(add --help for the options)');

  duelOptions(
    program
      .command('duel')
      .description('standing BOOT HILL duels at one or more ranges: win rates with 95% Wilson intervals, optional exact solution, JSON and report'),
  )
    .requiredOption('--range <spaces>', 'range in spaces (1 space = 6 ft), or a comma list: 2,5,10,15')
    .option('--trials <n>', 'trials per range', '10000')
    .option('--seed <seed>', 'seed of the random streams (any word or number)', '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--json <file>', 'write the results JSON to this file')
    .option('--report <dir>', 'write an HTML report with Vega-Lite charts (SVG, PNG) and CSV tables to this directory')
    .option('--exact', 'also solve each duel exactly (Markov chain) and print it beside the Monte Carlo estimate')
    .option('--quiet', 'no progress bar')
    .action(duelCommand);

  program
    .command('replay')
    .argument('[scenario]', 'a scenario file (scenarios/*.yaml); without it, replay a duel given by --a, --b and --range')
    .description('re-run one trial of a scenario run (with positions) or of a duel run alone, and print it turn by turn with every roll')
    .requiredOption('--trial <n>', 'trial index within the run, 0-based')
    .option('--seed <seed>', 'seed of the run', '1')
    .option('--a <duelist>', 'duel: duelist A (roster name or stat line)')
    .option('--b <duelist>', 'duel: duelist B')
    .option('--weapon-a <code>', 'duel: weapon A holds')
    .option('--weapon-b <code>', 'duel: weapon B holds')
    .option('--range <spaces>', 'duel: range in spaces (one range)')
    .option('--system <system>', 'scenario: rule system', 'boothill')
    .option('--variant <name>', 'rules variant: screen (default) or rulebook; scenarios also +misfires', 'screen')
    .option('--max-turns <n>', "turn limit (default: the scenario's, or 20 for a duel)")
    .action((scenario: string | undefined, o: ReplayOptions & { system: string }) => {
      if (scenario !== undefined) return replayScenarioCommand(scenario, o);
      if (o.a === undefined || o.b === undefined || o.range === undefined) {
        throw new Error('replay: give a scenario file, or a duel with --a, --b and --range');
      }
      return replayCommand({ ...o, a: o.a, b: o.b, range: o.range, maxTurns: o.maxTurns ?? String(DEFAULT_MAX_TURNS) });
    });

  program
    .command('run')
    .argument('<scenario>', 'a scenario file, e.g. scenarios/street-fight.yaml')
    .description('play a scenario many times: side win rates, each character\'s fate, turns, weapons and first shots, with 95% Wilson intervals; JSON and report')
    .option('--trials <n>', 'trials', '10000')
    .option('--seed <seed>', 'seed of the random streams (any word or number)', '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--system <system>', 'rule system', 'boothill')
    .option('--variant <name>', "rules variant: screen (Referee's Screen hit modifiers, default) or rulebook, optionally +misfires", 'screen')
    .option('--max-turns <n>', "turn limit (default: the scenario's maxTurns)")
    .option('--json <file>', 'write the results JSON to this file')
    .option('--report <dir>', 'write an HTML report with Vega-Lite charts (SVG, PNG) and CSV tables to this directory')
    .option('--quiet', 'no progress bar')
    .action(runCommand);

  program
    .command('library')
    .argument('[dir]', 'the directory of scenario files', 'scenarios')
    .description(
      'refight every historical scenario (a file with a history block) as `run` does, writing each one\'s JSON and report under --out, and library.md there: the record beside the share of trials that repeated it',
    )
    .option('--trials <n>', 'trials per scenario', '10000')
    .option('--seed <seed>', 'seed of the random streams (any word or number)', '1')
    .option('--threads <n>', `worker threads (default: available cores, here ${defaultThreads()})`)
    .option('--variant <name>', "rules variant: screen (Referee's Screen hit modifiers, default) or rulebook, optionally +misfires", 'screen')
    .option('--out <dir>', 'directory for the reports, the JSON files and library.md', 'reports')
    .option('--quiet', 'no progress bars')
    .action(libraryCommand);

  program
    .command('validate')
    .argument('<scenario>', 'a scenario file')
    .description('check a scenario file (schema, names, map, and what the rule system knows) without running it')
    .option('--system <system>', 'rule system', 'boothill')
    .action(validateCommand);

  program
    .command('roster')
    .description("list the bundled characters of the BOOT HILL Referee's Screen with their weapons")
    .option('--group <group>', 'only this group (james-younger-gang, northfield-citizens, gunfighters, average-miscellaneous)')
    .option('--json', 'print JSON instead of a table')
    .action(rosterCommand);

  return program;
}
