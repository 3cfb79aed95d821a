/**
 * `deadeye library`: the library of famous fights refought against the historical record, under
 * one rule system or several (`--systems`), into one JSON and one report per scenario and system
 * and `library.md`, a table per fight with a column per system.
 */
import { historyNoteText, type CompiledScenario, type HistoryNote, type RuleSystem, type Scenario, thousands } from '@deadeye/core';
import { DEFAULT_SYSTEM, RULE_SYSTEMS, compileScenario, getSystem } from '@deadeye/registry';
import { neverProducedText, shareDigits, shareText, type SkirmishHistorySummary, type SkirmishSummary, type TurnUnit, type OutcomeTerms } from '@deadeye/stats';
import type { LibraryScenarioView } from '@deadeye/report';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { assertFileWritable, prepareOutputs, readScenarioDirectory, replaceableReportDirectory, userPath, writeFileAtomic } from './io.ts';
import { VERSION } from './options-help.ts';
import { playSetup } from './scenario-commands.ts';
import { loadScenarioFile } from './file-kinds.ts';
import { parseTrials } from './play-words.ts';
import { parseSystemIds } from './system-list.ts';

/** The options of `deadeye library` as commander hands them over. */
export interface LibraryOptions {
  trials: string;
  seed: string;
  threads?: string;
  /** `--system`: one system (default `boothill`). */
  system: string;
  /** `--systems`: a comma list of systems; undefined: `--system` alone. */
  systems?: string;
  /** `--variant`: with one system only; undefined: each system's default. */
  variant?: string;
  out: string;
  quiet?: boolean;
}

/**
 * Where a library run writes a scenario's results under a system, relative to `--out`: BOOT HILL
 * (the default system) `<id>.json` and `<id>/`, as the library always has; any other system
 * `<id>.<system>.json` and `<id>.<system>/`, so that no system's files overwrite another's.
 * @param id the scenario's file name without `.yaml`
 * @param system a rule system id
 */
export function libraryOutputNames(id: string, system: string): { readonly json: string; readonly report: string } {
  const base = system === DEFAULT_SYSTEM ? id : `${id}.${system}`;
  return { json: `${base}.json`, report: base };
}

/**
 * The systems a library run plays: those of `--systems` in the order given, or the one of
 * `--system`.
 * @param systemGiven whether `--system` was typed (not just its default)
 * @throws Error (one line) for both `--systems` and `--system`, a bad `--systems` list (see
 *   `parseSystemIds`), an unknown `--system`, or `--variant` with more than one system
 */
export function librarySystems(o: Pick<LibraryOptions, 'system' | 'systems' | 'variant'>, systemGiven: boolean): RuleSystem[] {
  if (o.systems !== undefined && systemGiven) throw new Error(`--systems and --system: give one of them (--systems ${o.systems}, or --system ${o.system})`);
  const systems = o.systems === undefined ? [getSystem(o.system)] : parseSystemIds(o.systems).map(getSystem);
  if (o.variant !== undefined && systems.length > 1) {
    throw new Error(`--variant: each rule system has its own variants, so --variant goes with one system (--system X), not with --systems ${o.systems}; each of several systems plays its default variant`);
  }
  return systems;
}

/** One scenario of the library under one system: compiled, or why the system cannot play it. */
type Pairing = { readonly system: RuleSystem; readonly setup: CompiledScenario } | { readonly system: RuleSystem; readonly why: string };

/** One historical scenario of the run, with its pairing under each system (in the systems' order). */
interface LibraryEntry {
  readonly file: string;
  readonly id: string;
  readonly scenario: Scenario;
  readonly pairings: readonly Pairing[];
}

/** The first line of a compile error, without the file name it starts with. */
function reason(file: string, e: unknown): string {
  const first = (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
  return first.startsWith(`${file}: `) ? first.slice(file.length + 2) : first;
}

/** Percent with one decimal (stats' shareText: more where it would round to 0 or 100 but is not). */
const pct = (x: number): string => shareText(x, 1);

/** Text for a Markdown table cell: `|` escaped, line breaks made spaces. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * A simulated share for a `library.md` cell: `77.7% [76.9–78.5]`; with the count when it is 1 to 9
 * (`0.0% [0.0–0.1], 4 trials`), and flagged `**never happened in 10,000 trials**` when no trial produced it.
 */
function shareCell(s: SkirmishSummary, count: number | undefined, rate: number, ci: readonly [number, number]): string {
  const share = `${pct(rate)} [${shareDigits(ci[0], 1)}–${shareDigits(ci[1], 1)}]`;
  if (count === 0) return `${share} **${neverProducedText(s.trials)}**`;
  if (count !== undefined && count < 10) return `${share}, ${count} trial${count === 1 ? '' : 's'}`;
  return share;
}

/** A `library.md` table row: the outcome, the record, then one cell per system. */
type Row = { readonly outcome: string; readonly record: string; readonly cells: string[] };

/**
 * The rows of one scenario's table in `library.md`: the winner (or what "no side won" means), each
 * recorded fate, the length; each with the record, then per system its simulated share (Wilson
 * interval) and flags, or "not played" (the first row saying why).
 * @param entry the scenario and its pairings
 * @param summaries per pairing, the checked summary of its run (undefined where not played)
 */
function scenarioRows(entry: LibraryEntry, summaries: readonly (SkirmishSummary | undefined)[]): Row[] {
  const first = summaries.map((s) => s?.history).find((h): h is SkirmishHistorySummary => h !== undefined);
  if (first === undefined) return [];
  const notPlayed = (k: number, row: number): string => {
    const p = entry.pairings[k];
    return p !== undefined && 'why' in p && row === 0 ? `not played under ${p.system.name}: ${p.why}` : 'not played';
  };
  const rows: Row[] = [];
  const per = (row: number, f: (s: SkirmishSummary, h: SkirmishHistorySummary) => string): string[] =>
    summaries.map((s, k) => (s === undefined || s.history === undefined ? notPlayed(k, row) : f(s, s.history)));

  if (first.winner === null) {
    const n = first.noWinner;
    rows.push({
      outcome: 'winner',
      record: n === undefined ? 'none' : `none: ${n.meaningText} (set beside: ${n.outcomeText})`,
      cells: per(rows.length, (s, h) => {
        const m = h.noWinner;
        if (m === undefined) return `${shareCell(s, s.draws.count, s.draws.rate, s.draws.ci)} draws`;
        return `${shareCell(s, m.count, m.rate, m.ci)}${m.outcome === n?.outcome ? '' : ` (${m.outcomeText})`}`;
      }),
    });
  } else if (first.winner !== undefined) {
    const side = first.winner.side;
    rows.push({
      outcome: 'winner',
      record: side,
      cells: per(rows.length, (s, h) => (h.winner ? shareCell(s, h.winner.count, h.winner.simulatedRate, h.winner.ci) : '—')),
    });
  }
  first.fates.forEach((f, i) => {
    rows.push({
      outcome: f.character,
      record: f.recorded,
      cells: per(rows.length, (s, h) => {
        const g = h.fates[i];
        return g === undefined ? '—' : shareCell(s, g.count, g.simulatedRate, g.ci);
      }),
    });
  });
  if (first.turns !== undefined) {
    const t0 = first.turns;
    rows.push({
      outcome: 'length',
      // The record's unit is BOOT HILL's turn: said so when other systems' columns stand beside it.
      record: `${t0.recorded}${entry.pairings.length > 1 ? ' BOOT HILL' : ''} turn${t0.recorded === 1 ? '' : 's'}`,
      cells: per(rows.length, (s, h) => {
        const t = h.turns;
        if (t === undefined) return '—';
        if (t.comparable === false) return `**not comparable**: ${t.notComparable ?? ''} (mean ${t.simulatedMean.toFixed(1)} turns)`;
        return `${shareCell(s, undefined, t.atMostRecorded, t.atMostRecordedCI)} within it (mean ${t.simulatedMean.toFixed(1)} turns)`;
      }),
    });
  }
  return rows;
}

/**
 * `deadeye library [dir]`: refights every scenario of `dir` that has a historical record
 * (`history`) under each system of `--systems` (or the one of `--system`, default BOOT HILL), as
 * `deadeye run` does, writing each run's results JSON and report under `--out`
 * ({@link libraryOutputNames}), and `library.md` there (and `library.html`, the same tables as an
 * HTML page linking every report): per scenario one table, the recorded
 * winner (or what "no side won" means), each recorded fate and the recorded length, beside each
 * system's simulated share of trials with its 95% Wilson interval, a record no trial produced
 * flagged "never happened in N trials" and a length that cannot be compared flagged "not comparable";
 * then what lies outside the model and the record's notes.
 *
 * Before anything is played or written, every scenario is compiled under every system and every
 * output is checked: a system that cannot play a scenario (Northfield, BOOT HILL only for now)
 * gets "not played under <system>: <why>" in its column; a scenario no listed system can play is
 * an error.
 * @param dir the directory of scenario files, as typed
 * @param systemGiven whether `--system` was typed (commander's option value source is `cli`)
 * @throws Error (one line) for a bad option, a directory with no historical scenario, a scenario
 *   file with a mistake or that no listed system can play, two scenarios writing the same file, or
 *   an output that cannot be written
 */
export async function libraryCommand(dir: string, o: LibraryOptions, systemGiven = false): Promise<void> {
  const systems = librarySystems(o, systemGiven);
  const trials = parseTrials(o.trials, 1);
  const root = userPath(dir);
  const files = readScenarioDirectory(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => join(root, f))
    .map((file) => ({ file, scenario: loadScenarioFile(file) }))
    .filter((f) => f.scenario.history !== undefined);
  if (files.length === 0) throw new Error(`${dir}: no scenario file with a history block; the library refights historical scenarios only`);
  const { threads } = await prepareOutputs({ threads: o.threads, out: o.out });
  const out = userPath(o.out);

  // Before anything is played or written: each scenario compiled under each system (or why it
  // cannot be), and every JSON file and report directory it will write checked (a bad one fails
  // here, not after the scenarios before it have been refought).
  const entries: LibraryEntry[] = files.map(({ file, scenario }) => {
    const id = basename(file).replace(/\.ya?ml$/, '');
    const pairings = systems.map((system): Pairing => {
      try {
        return { system, setup: compileScenario(system, { ...scenario, file }, { variant: o.variant ?? system.defaultVariant }) };
      } catch (e) {
        // One system: its problem is the error, as it always was.
        if (systems.length === 1) throw e;
        return { system, why: reason(file, e) };
      }
    });
    if (pairings.every((p) => 'why' in p)) {
      throw new Error(`${file}: no rule system of --systems can play it: ${pairings.map((p) => `${p.system.id}: ${'why' in p ? p.why : ''}`).join('; ')}`);
    }
    return { file, id, scenario, pairings };
  });
  const writers = new Map<string, string>();
  let reportModule: typeof import('@deadeye/report') | undefined;
  for (const e of entries) {
    for (const p of e.pairings) {
      if ('why' in p) continue;
      const names = libraryOutputNames(e.id, p.system.id);
      for (const name of [names.json, names.report]) {
        const other = writers.get(name);
        if (other !== undefined) throw new Error(`${e.file}: under ${p.system.id} it would write ${join(o.out, name)}, as ${other} does; rename one of the two files`);
        writers.set(name, `${e.file} under ${p.system.id}`);
      }
      // Named as --out's entries, the options the user gave (an audit, 2026-12: they were named
      // as --json and --report, which library does not take, with those options' fixes).
      const what = `--out ${o.out}`;
      assertFileWritable(join(out, names.json), what, `the library writes ${e.id}'s results JSON${p.system.id === DEFAULT_SYSTEM ? '' : ` under ${p.system.id}`} there; remove that entry or choose another --out`);
      reportModule = await replaceableReportDirectory(join(out, names.report), what, `the library writes ${e.id}'s report${p.system.id === DEFAULT_SYSTEM ? '' : ` under ${p.system.id}`} there; remove that entry or choose another --out`);
    }
  }

  const multi = o.systems !== undefined;
  const command = [
    `deadeye library ${dir} --trials ${o.trials} --seed ${o.seed}`,
    multi ? ` --systems ${systems.map((s) => s.id).join(',')}` : systems[0]?.id === DEFAULT_SYSTEM ? '' : ` --system ${systems[0]?.id}`,
    systems.length === 1 ? ` --variant ${o.variant ?? systems[0]?.defaultVariant}` : '',
    ` --out ${o.out}`,
  ].join('');
  const systemNames = systems.map((s) => s.name);
  const under = systemNames.length === 1 ? systemNames[0] : `${systemNames.slice(0, -1).join(', ')} and ${systemNames.at(-1)}`;
  const lines: string[] = [
    '# The scenario library against history',
    '',
    `Written by \`${command}\` (deadeye ${VERSION}):`,
    `each historical scenario played under ${under}${systems.length > 1 ? ` (each in its default variant: ${systems.map((s) => `${s.name} ${s.defaultVariant}`).join(', ')})` : ''},`,
    'the record beside the share of trials that repeated it, with its 95% Wilson interval in brackets (percent).',
    'A recorded outcome no trial produced is flagged **never happened in N trials**. A recorded length is **not comparable**',
    'when it is longer than the turn limit or equal to it, or when the system\'s turn is not a BOOT HILL turn of about',
    '10 seconds (the record\'s unit). Each scenario\'s JSON and HTML report are beside this file: BOOT HILL\'s as',
    '`<name>.json` and `<name>/`, another system\'s as `<name>.<system>.json` and `<name>.<system>/`.',
    '',
  ];

  // What each run will write, kept until every scenario has been played (see writeLibrary), and
  // each fight as library.html shows it (the same tables as library.md).
  const outputs: LibraryOutput[] = [];
  const views: LibraryScenarioView[] = [];
  for (const entry of entries) {
    const summaries: (SkirmishSummary | undefined)[] = [];
    for (const p of entry.pairings) {
      if ('why' in p) {
        summaries.push(undefined);
        process.stdout.write(`${entry.scenario.name}: not played under ${p.system.name}: ${p.why}\n`);
        continue;
      }
      const names = libraryOutputNames(entry.id, p.system.id);
      const label = systems.length === 1 ? p.setup.name : `${p.setup.name} (${p.system.name})`;
      const summary = await playSetup(p.system, entry.scenario, p.setup, { seed: o.seed, trials, threads, quiet: o.quiet === true, label });
      outputs.push({ names, summary, turn: { unit: p.system.turn.unit, seconds: p.system.turn.seconds }, terms: p.system.terms });
      summaries.push(summary);
      const w = summary.history?.winner;
      const n = summary.history?.noWinner;
      process.stdout.write(
        `${label}: ${w === undefined ? 'no winner recorded' : w === null ? `no side won in the record (${n?.meaning ?? 'no meaning given'}); ${n === undefined ? `a draw in ${pct(summary.draws.rate)}` : `${n.outcomeText} in ${pct(n.rate)}`} of trials` : `the record's winner (${w.side}) won ${pct(w.simulatedRate)} of trials`}\n`,
      );
    }

    const h = entry.scenario.history;
    const played = entry.pairings.flatMap((p, k) => ('why' in p ? [] : [{ p, s: summaries[k] as SkirmishSummary }]));
    const links = played.map(({ p }) => {
      const names = libraryOutputNames(entry.id, p.system.id);
      return `${systems.length > 1 ? `${p.system.name}: ` : ''}report [${names.report}/](${names.report}/index.html), JSON [${names.json}](${names.json})`;
    });
    lines.push(
      `## ${entry.scenario.name}${h?.date === undefined ? '' : ` (${h.date})`}`,
      '',
      `\`${relative(process.cwd(), entry.file)}\`; ${trials} trials${systems.length > 1 ? ' per system' : ''}, seed ${o.seed}; ${links.join('; ')}.`,
      '',
    );
    const heads = systems.map((s) => s.name);
    const rows = scenarioRows(entry, summaries);
    lines.push(`| outcome | record | ${heads.join(' | ')} |`, `|${'---|'.repeat(heads.length + 2)}`);
    for (const r of rows) lines.push(`| ${cell(r.outcome)} | ${cell(r.record)} | ${r.cells.map(cell).join(' | ')} |`);
    lines.push('');

    const outside = played.map(({ p, s }) => ({ name: p.system.name, list: s.history?.outsideModel ?? [] }));
    const outsideLines: string[] = [];
    if (outside.every((x) => x.list.length === 0)) {
      outsideLines.push(`The whole record lies inside what the model produced: every recorded outcome came up in at least one trial${systems.length > 1 ? ' under every system that played it' : ''}.`);
    } else {
      outsideLines.push('Outside what the model produced in these trials:');
      for (const x of outside) outsideLines.push(`${systems.length > 1 ? `${x.name}: ` : ''}${x.list.length === 0 ? 'nothing (every recorded outcome came up)' : x.list.join('; ')}`);
    }
    lines.push(...outsideLines.map((l, k) => (k === 0 ? l : `- ${l}`)));
    const notes = entry.scenario.history?.notes ?? [];
    // Every note, those about some systems only led by their names.
    const about = (n: HistoryNote): string => (typeof n === 'string' ? '' : `(${n.systems.map((id) => RULE_SYSTEMS.find((r) => r.id === id)?.name ?? id).join(', ')}) `);
    const noteLines = notes.map((n) => `${about(n)}${historyNoteText(n).replace(/\s*\n\s*/g, ' ')}`);
    if (notes.length > 0) lines.push('', 'Notes on the record beside the model:', ...noteLines.map((n) => `- ${n}`));
    lines.push('');
    views.push({
      id: entry.id,
      name: entry.scenario.name,
      ...(h?.date === undefined ? {} : { date: h.date }),
      file: relative(process.cwd(), entry.file),
      played: `${thousands(trials)} trials${systems.length > 1 ? ' per system' : ''}, seed ${o.seed}`,
      links: played.map(({ p }) => {
        const names = libraryOutputNames(entry.id, p.system.id);
        return { system: p.system.name, report: names.report, json: names.json };
      }),
      systems: heads,
      rows,
      outside: outsideLines,
      notes: noteLines,
    });
  }
  // Every entry has a played system (checked above), so the report module was loaded with its output's check.
  if (reportModule === undefined) throw new Error('library: no report to write (no scenario was played)');
  const intro = [
    `Written by ${command} (deadeye ${VERSION}): each historical scenario played under ${under}${systems.length > 1 ? ` (each in its default variant: ${systems.map((s) => `${s.name} ${s.defaultVariant}`).join(', ')})` : ''}, the record beside the share of trials that repeated it, with its 95% Wilson interval in brackets (percent).`,
    "A recorded outcome no trial produced is flagged “never happened in N trials”. A recorded length is “not comparable” when it is longer than the turn limit or equal to it, or when the system's turn is not a BOOT HILL turn of about 10 seconds (the record's unit). The same tables are in library.md.",
  ];
  const html = reportModule.renderLibraryHtml({ title: 'The scenario library against history', intro, scenarios: views, version: VERSION });
  await writeLibrary(reportModule, out, outputs, `${lines.join('\n')}`, html);
}

/** One run's outputs in a library: its file names under `--out`, its results, the system's turn and terms (for the report's texts). */
interface LibraryOutput {
  readonly names: { readonly json: string; readonly report: string };
  readonly summary: SkirmishSummary;
  readonly turn: TurnUnit;
  /** The system's words for its counts (the report's labels). */
  readonly terms: OutcomeTerms;
}

/**
 * Writes a library's outputs under `out` once every scenario has been played, so that an
 * interrupted or failed library leaves `out` as it was (an audit, 2026-11-29: the files of the
 * runs already finished were left beside the previous ones, unmarked). The reports, slow to
 * render, are written first in the staging folder `<out>/.library-partial-<pid>/` (removed on any
 * error and when the process exits, Ctrl-C included); then each results JSON is written
 * (atomically), each report moved into place (a previous report replaced only then) and
 * `library.md` and `library.html` (its tables as an HTML index linking every report) written last, all synchronously (a signal waits for the lot), printing where each went.
 * @param report the report module (loaded by `prepareOutputs` with the first report's check)
 * @throws Error on a file system or chart rendering error (the staging folder removed)
 */
async function writeLibrary(report: typeof import('@deadeye/report'), out: string, outputs: readonly LibraryOutput[], libraryMd: string, libraryHtml: string): Promise<void> {
  const staging = join(out, `.library-partial-${process.pid}`);
  const removeStaging = (): void => rmSync(staging, { recursive: true, force: true });
  process.once('exit', removeStaging);
  try {
    mkdirSync(staging, { recursive: true });
    for (const w of outputs) await report.writeSkirmishReport(join(staging, w.names.report), w.summary, { turn: w.turn, terms: w.terms });
    // From here on synchronous, nothing awaited: a signal waits until every file is in place.
    const placed: string[] = [];
    for (const w of outputs) {
      const json = join(out, w.names.json);
      writeFileAtomic(json, `${JSON.stringify(w.summary, null, 2)}\n`);
      report.moveReportIntoPlace(join(staging, w.names.report), join(out, w.names.report));
      placed.push(`results JSON: ${json}\nreport: ${join(out, w.names.report, 'index.html')}\n`);
    }
    const path = join(out, 'library.md');
    writeFileAtomic(path, libraryMd);
    const page = join(out, 'library.html');
    writeFileAtomic(page, libraryHtml);
    process.stdout.write(`${placed.join('')}library summary: ${path}\nlibrary index (HTML): ${page}\n`);
  } finally {
    removeStaging();
    process.off('exit', removeStaging);
  }
}
