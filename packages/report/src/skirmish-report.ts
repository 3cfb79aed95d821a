/**
 * The scenario report: `index.html` (self-contained: inline CSS and SVG, no scripts, no external
 * URLs), `charts/<name>.vl.json|.svg|.png` for every chart of `SKIRMISH_CHARTS` that applies,
 * and `tables/*.csv` with `summary.json`. Same page layout, helpers and atomic write as the duel
 * report (`html.ts`, `report.ts`).
 */
import { HISTORY_TURN_SECONDS, meanText, PER_SHOT_INTERVAL_NOTE, shownEndStates, neverProducedText, sectionCounted, shareText, turnNote, turnsLength, writeSkirmishTables, type OutcomeTerms, type TurnUnit, type SkirmishEndState, type NorthfieldSummary, type SkirmishHistorySummary, type SkirmishSummary } from '@deadeye/stats';
import { ci, countSectionTable, dataTable, escapeHtml, factsTable, houseRulesSection, link, num, pct, rateOverCi, renderReportPage, systemSectionsHtml, td, type HtmlChart, type HtmlSection } from './html.ts';
import { sectionChartName } from './section-charts.ts';
import { writeReportDirectory, type ReportResult } from './report.ts';
import { NEUTRAL_TERMS } from './chart-base.ts';
import { SKIRMISH_CHART_TITLES, casualtyPhrase, endStateName, endStateNotes, characterLabels, confidenceLabel, scenarioLabel, skirmishChartsFor } from './skirmish-charts.ts';
import { thousands } from '@deadeye/core/thousands';

/** Everything the scenario page shows. */
export interface SkirmishHtmlInput {
  readonly summary: SkirmishSummary;
  /** Page heading and `<title>`. */
  readonly title: string;
  readonly charts: readonly HtmlChart[];
  /** Data files (CSV tables, summary.json) relative to the report directory, `/` separators. */
  readonly dataFiles: readonly string[];
  /** The run's rule system's turn (the registry's `turn`), to word the turn's game time; absent: "turns of the rule system". */
  readonly turn?: TurnUnit;
  /** The run's rule system's words for its counts (the registry's `terms`); absent: the report's `NEUTRAL_TERMS`. */
  readonly terms?: OutcomeTerms;
}

/** Options of {@link writeSkirmishReport}. */
export interface SkirmishReportOptions {
  /** Page heading and `<title>` (default: `Scenario report: <scenario name>`). */
  readonly title?: string;
  /**
   * The run's rule system's turn (`getSystem(summary.system).turn` of the registry; the CLI hands
   * it in, the report never imports the registry), to word the turn's game time in the page and
   * the turns chart. Absent: "turns of the rule system".
   */
  readonly turn?: TurnUnit;
  /**
   * The run's rule system's words for its counts (`getSystem(summary.system).terms`, handed in by
   * the CLI): the weapons' wounds and kills, the brawl damage's unit, what an exchange of the first
   * shot is, the range bands' order. Absent: the report's `NEUTRAL_TERMS`.
   */
  readonly terms?: OutcomeTerms;
}

function row(cells: readonly string[]): string {
  return `<tr>${cells.join('')}</tr>`;
}

function runFacts(s: SkirmishSummary, turn: TurnUnit | undefined): string {
  return factsTable([
    ['Scenario', scenarioLabel(s)],
    ['System', s.system],
    ['Rules variant', s.variant],
    ['Seed', s.seed],
    ['Trials', thousands(s.trials)],
    ['Threads', String(s.threads)],
    ['Max turns', `${s.maxTurns} (${turnNote(turn)})`],
    ['Confidence level', `${confidenceLabel(s.confidence)} (Wilson score intervals)`],
    ['Deadeye version', s.version],
    ['Elapsed time', `${(s.elapsedMs / 1000).toFixed(2)} s (${thousands(Math.round(s.elapsedMs))} ms)`],
    ['Throughput', `${thousands(Math.round(s.trialsPerSecond))} trials/s`],
    ['Random numbers per trial', num(s.randomDraws / s.trials, 1)],
  ]);
}

function sidesTable(s: SkirmishSummary): string {
  const level = confidenceLabel(s.confidence);
  const size = (side: string): number => s.characters.filter((c) => c.side === side).length;
  const rows = [
    ...s.sides.map((x) =>
      row([td(escapeHtml(x.name), 'l'), td(String(size(x.name))), td(thousands(x.wins)), td(rateOverCi(x.winRate, x.winRateCI)), td(num(x.casualties.mean, 2))]),
    ),
    row([td('Draw (no side won)', 'l'), td(''), td(thousands(s.draws.count)), td(rateOverCi(s.draws.rate, s.draws.ci)), td('')]),
  ];
  return dataTable(['Side', 'Characters', 'Wins (trials)', `Win rate [${level} CI]`, 'Mean casualties per trial'], rows.join('\n'));
}

/** How each character ended the trial: the fates (stats' `shownEndStates`, none the rule system cannot produce), % of trials, intervals under the rates. */
function fatesTable(s: SkirmishSummary, terms: OutcomeTerms): string {
  const level = confidenceLabel(s.confidence);
  const states = shownEndStates(s.characters, terms.absentEndStates);
  const heads = ['Character', 'Side', ...states.map((e) => `${endStateName(e, terms)} [${level} CI]`)];
  const rows = s.characters.map((c) =>
    row([td(escapeHtml(c.name), 'l'), td(escapeHtml(c.side), 'l'), ...states.map((e) => td(rateOverCi(c[e].rate, c[e].ci)))]),
  );
  return dataTable(heads, rows.join('\n'));
}

/** Each character's shooting and brawling: mean shots, hit rate (interval under it), brawl rounds and damage per trial (in the system's unit). */
function shootingTable(s: SkirmishSummary, terms: OutcomeTerms): string {
  const level = confidenceLabel(s.confidence);
  const heads = ['Character', 'Side', 'Mean shots per trial', `Hit rate [${level} CI]`, 'Brawl rounds per trial', `Brawl damage per trial (${terms.brawlDamage})`];
  const rows = s.characters.map((c) =>
    row([
      td(escapeHtml(c.name), 'l'),
      td(escapeHtml(c.side), 'l'),
      td(meanText(c.meanShots, 2)),
      td(rateOverCi(c.hitRate.rate, c.hitRate.ci)),
      td(num(c.brawlRounds / s.trials, 2)),
      td(num(c.brawlDamage / s.trials, 2)),
    ]),
  );
  return dataTable(heads, rows.join('\n'));
}

/**
 * What the weapons table's close combat band counts, when it has one: close combat attacks, not
 * shots fired (an audit, 2026-12-01: a brawl's fists showed 1,037 "shots" beside 0.00 shots per
 * trial for the same men in the characters' table).
 */
function closeCombatNote(s: SkirmishSummary): string {
  if (!s.weapons.some((w) => w.band === 'close combat')) return '';
  return ' In the close combat band a shot is a close combat attack (a blow struck, or an attack die rolled) and a hit one that hit: these are not shots fired, and the characters\' shots above leave them out.';
}

function weaponsTable(s: SkirmishSummary, terms: OutcomeTerms): string {
  if (s.weapons.length === 0) return '<p>No shots were fired.</p>';
  const level = confidenceLabel(s.confidence);
  const rows = s.weapons.map((w) =>
    row([
      td(escapeHtml(w.weaponName), 'l'),
      td(escapeHtml(w.band), 'l'),
      td(thousands(w.shots)),
      td(thousands(w.hits)),
      td(rateOverCi(w.hitRate.rate, w.hitRate.ci)),
      td(thousands(w.wounds)),
      td(num(w.woundsPerShot, 3)),
      td(thousands(w.kills)),
      td(num(w.killsPerShot, 3)),
    ]),
  );
  const { wounds, kills } = terms;
  return `<div class="scroll">${dataTable(['Weapon', 'Range band', 'Shots', 'Hits', `Hit rate [${level} CI]`, wounds.name, `${wounds.name} per shot`, kills.name, `${kills.name} per shot`], rows.join('\n'))}</div>`;
}

/** The first-shot sentence (HTML), an exchange and its fastest man in the system's words. */
function firstShotLine(s: SkirmishSummary, terms: OutcomeTerms): string {
  const f = s.firstShot;
  const words = terms.firstShot;
  if (f.exchanges === 0 || f.rate === null) return `<p class="first-shot">First shot: nothing to measure in this run: none of its ${thousands(s.trials)} trials had an exchange as this rule system counts one (${escapeHtml(words.exchange)}). The shots fired are in the Weapons table.</p>`;
  return `<p class="first-shot">First shot: in ${thousands(f.exchanges)} exchanges of fire (${escapeHtml(words.exchange)}), that character was still up ${escapeHtml(words.standing)} in ${thousands(f.fastestStanding)}: ${pct(f.rate)} ${ci(f.ci)} (${confidenceLabel(s.confidence)} Wilson interval, percent).</p>`;
}

/** What a trial counted in a recorded fate's share is, after "trials in which". */
const FATE_PHRASE: Readonly<Record<SkirmishEndState, string>> = {
  unhurt: 'he ended unhurt',
  wounded: 'he ended wounded',
  escaped: "he escaped with something of his side's objective",
  unconscious: 'he ended unconscious',
  dead: 'he was killed',
  fled: 'he fled',
  captured: 'he was captured',
};

/** `phrase`, with the flag of a record no trial produced (`produced` false, set by `assessHistory`) after it in bold. */
function withNever(s: SkirmishSummary, phrase: string, produced: boolean | undefined): string {
  return produced === false ? `${phrase}; <strong class="never">${escapeHtml(neverProducedText(s.trials))}</strong>` : phrase;
}

/**
 * The record beside the simulation: winner, one row per recorded fate, the fight's length. On a
 * checked summary (`assessHistory`) a record no trial produced is flagged "never happened in N trials", a
 * null winner is set beside the outcome its `noWinner` matches, and a length that cannot be compared
 * shows no share but why not.
 */
function historyTable(s: SkirmishSummary, h: SkirmishHistorySummary, turn: TurnUnit | undefined, terms: OutcomeTerms): string {
  const level = confidenceLabel(s.confidence);
  const rows: string[] = [];
  if (h.winner === null && h.noWinner !== undefined) {
    const n = h.noWinner;
    rows.push(row([td('Winner', 'l'), td(`No side won: ${escapeHtml(n.meaningText)}`, 'w'), td(rateOverCi(n.rate, n.ci)), td(withNever(s, escapeHtml(n.outcomeText), n.produced), 'w')]));
  } else if (h.winner === null) {
    rows.push(row([td('Winner', 'l'), td('No side won', 'w'), td(rateOverCi(s.draws.rate, s.draws.ci)), td('no side won (draws)', 'w')]));
  } else if (h.winner !== undefined) {
    rows.push(row([td('Winner', 'l'), td(escapeHtml(h.winner.side), 'w'), td(rateOverCi(h.winner.simulatedRate, h.winner.ci)), td(withNever(s, `${escapeHtml(h.winner.side)} won`, h.winner.produced), 'w')]));
  }
  const labels = characterLabels(s);
  for (const f of h.fates) {
    const label = labels[s.characters.findIndex((c) => c.name === f.character)];
    if (label === undefined) throw new Error(`history.fates names ${f.character}, who is not one of the summary's characters`);
    const fate = endStateName(f.recorded, terms);
    const own = terms.endStates?.[f.recorded];
    const phrase = own === undefined ? FATE_PHRASE[f.recorded] : `he ended ${own.name.toLowerCase()}`;
    rows.push(
      row([td(`Fate of ${escapeHtml(label)}`, 'w'), td(escapeHtml(fate), 'w'), td(rateOverCi(f.simulatedRate, f.ci)), td(withNever(s, escapeHtml(phrase), f.produced), 'w')]),
    );
  }
  if (h.turns !== undefined) {
    const t = h.turns;
    const mean = `mean ${num(t.simulatedMean, 2)} turns per trial`;
    if (t.comparable === false) {
      rows.push(
        row([
          td('Length of the fight', 'l'),
          // The record's own unit: BOOT HILL turns, whatever the system's turn is.
          td(escapeHtml(turn?.seconds === HISTORY_TURN_SECONDS ? turnsLength(t.recorded, turn) : `${t.recorded} BOOT HILL turn${t.recorded === 1 ? '' : 's'} (about ${Number((t.recorded * HISTORY_TURN_SECONDS).toFixed(1))} seconds)`), 'w'),
          td('—'),
          td(`<strong class="not-comparable">not comparable</strong>: ${escapeHtml(t.notComparable ?? '')} (${mean})`, 'w'),
        ]),
      );
    } else {
      const limit = t.recorded >= s.maxTurns ? `; every trial ends by the turn limit of ${s.maxTurns}` : '';
      rows.push(
        row([
          td('Length of the fight', 'l'),
          td(escapeHtml(turnsLength(t.recorded, turn)), 'w'),
          td(rateOverCi(t.atMostRecorded, t.atMostRecordedCI)),
          td(`the fight ended within ${t.recorded} turn${t.recorded === 1 ? '' : 's'} (${mean}${limit})`, 'w'),
        ]),
      );
    }
  }
  if (rows.length === 0) return '<p>The record gives no winner, fates or length to set beside the simulation.</p>';
  return `<div class="scroll">${dataTable(['Outcome', 'Record', `Simulated, % of trials [${level} CI]`, 'Share of trials in which'], rows.join('\n'))}</div>`;
}

/**
 * Whether the record lies inside what the run produced (`outsideModel`), and the record's notes
 * (`notes`), on a checked summary; nothing on an unchecked one.
 */
function historyVerdict(h: SkirmishHistorySummary): string {
  const parts: string[] = [];
  if (h.outsideModel !== undefined) {
    parts.push(
      h.outsideModel.length === 0
        ? '<p class="history-inside">Every recorded outcome came up in at least one trial.</p>'
        : `<p class="history-outside">Outside what the model produced in this run: ${h.outsideModel.map((o) => `<strong>${escapeHtml(o)}</strong>`).join('; ')}.</p>`,
    );
  }
  if (h.notes !== undefined && h.notes.length > 0) parts.push(`<h3>Notes on the record beside the model</h3>\n<p>Written in the scenario file by its author, about this rule system (a note may set others beside it): a count a note quotes comes from the run it names (the library's, <code>deadeye library</code>, unless it says otherwise), not from this run.</p>\n<ul class="history-notes">${h.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`);
  return parts.length === 0 ? '' : `${parts.join('\n')}\n`;
}

/** The record's other figures, which the simulation does not produce. */
function historyFactsTable(h: SkirmishHistorySummary): string {
  if (h.facts.length === 0) return '<p>The record gives no other figures.</p>';
  return `<div class="scroll">${dataTable(['Fact', 'Record'], h.facts.map((f) => row([td(escapeHtml(f.fact), 'w'), td(escapeHtml(f.value), 'w')])).join('\n'))}</div>`;
}

/** The History section (when the scenario has a record). */
/** The Northfield module's outcomes: victory by money, the robbery, discovery, reinforcements. */
function northfieldSection(s: SkirmishSummary, nf: NorthfieldSummary, charts: readonly HtmlChart[]): HtmlSection {
  const chart = charts.find((c) => c.name === 'northfieldMoney');
  const pc = (r: { rate: number; ci: readonly [number, number] }): string => `${shareText(r.rate, 1)} [${shareText(r.ci[0], 1)}, ${shareText(r.ci[1], 1)}]`;
  const usd = (v: number): string => `$${thousands(Math.round(v))}`;
  const rows: [string, string][] = [
    ['Gang victory (more money than the town)', pc(nf.gangVictory)],
    ['Gang money: mean loot carried out of town', `${usd(nf.gangMoney.mean)}; any money in ${pc(nf.gangGotMoney)}`],
    ['Town money: mean rewards for outlaws captured or killed', usd(nf.townMoney.mean)],
    ['Vault looted', pc(nf.vaultLooted)],
    ['At least one cash reserve taken', pc(nf.reserveFound)],
    ['Robbery discovered: mean turn', nf.discoveredTurn.mean === null ? '—' : nf.discoveredTurn.mean.toFixed(2)],
    ['Robbery never discovered', pc(nf.discoveredTurn.never)],
    ['Gang recognized', pc(nf.recognized)],
    ['Reinforcements: mean citizens arriving', nf.reinforcements.mean.toFixed(2)],
  ];
  return {
    id: 'northfield',
    label: 'Northfield',
    heading: 'Shootout in Northfield: the module\'s outcomes',
    body: `<p>The module's victory is by money: the gang's loot carried out by those who rode out, against the rewards for the outlaws captured or killed (% of trials, ${confidenceLabel(s.confidence)} Wilson score intervals in brackets).</p>
<table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>${chart === undefined ? '' : `\n<p>Chart: ${link(`#chart-${chart.name}`, SKIRMISH_CHART_TITLES.northfieldMoney)}.</p>`}`,
  };
}

function historySection(s: SkirmishSummary, h: SkirmishHistorySummary, charts: readonly HtmlChart[], turn: TurnUnit | undefined, terms: OutcomeTerms): HtmlSection {
  const level = confidenceLabel(s.confidence);
  const chart = charts.find((c) => c.name === 'historyFates');
  return {
    id: 'history',
    label: 'History',
    heading: 'History: the record beside the simulation',
    body: `<p class="history-source">Record: ${escapeHtml(h.source)}${h.date === undefined ? '' : ` (${escapeHtml(h.date)})`}.</p>
${h.summary === undefined ? '' : `<p class="history-summary">${escapeHtml(h.summary)}</p>\n`}<p>Each outcome the record gives, beside the share of trials in which the simulation produced it (% of trials, ${level} Wilson score intervals in brackets under them). A low share means the simulated fight rarely went as the real one did. The share of trials in which every recorded fate came out together is not shown: the run counts each character's fates over all trials, not which fates occurred together in one trial.</p>
${historyTable(s, h, turn, terms)}
${historyVerdict(h)}<h3>Other figures of the record</h3>
${historyFactsTable(h)}${chart === undefined ? '' : `\n<p>Chart: ${link(`#chart-${chart.name}`, SKIRMISH_CHART_TITLES.historyFates)}.</p>`}`,
  };
}

/**
 * Builds the scenario report page: lead and run facts (scenario name, system, variant, seed,
 * trials, threads, elapsed time, trials/s...), the sides table (win rates with Wilson intervals,
 * draws, mean casualties), the characters' two tables (the fates with intervals; mean shots,
 * hit rate, brawling), the weapons table, turns (worded from `input.turn`) and the first-shot line,
 * the rule system's own sections (one table each, when the summary has `sections`), then the charts
 * and the file list. When the summary has a `history` (the scenario's historical record), a History section
 * follows the run facts: the source, date and summary of the record; a table of the recorded
 * winner, each recorded fate and the recorded length beside the share of trials that produced
 * them, with Wilson intervals (a `null` winner is set beside the draws); and the record's other
 * facts. All text from the summary is HTML-escaped. Pure (no I/O).
 * @returns the complete HTML document
 */
export function renderSkirmishHtml(input: SkirmishHtmlInput): string {
  const { summary: s, title, charts, dataFiles, turn } = input;
  const terms = input.terms ?? NEUTRAL_TERMS;
  const level = confidenceLabel(s.confidence);
  const counted = (s.sections ?? []).filter((sec) => sectionCounted(sec.rows, sec.kind));
  const sectionTables = counted.map((sec) => countSectionTable(sec, sec.rows, level, charts.find((c) => c.name === sectionChartName(sec.id))));
  const uncounted = (s.sections ?? []).filter((sec) => !counted.includes(sec)).map((sec) => sec.title);
  return renderReportPage({
    title,
    lead: `Scenario <strong>${escapeHtml(s.scenarioName)}</strong> (${escapeHtml(s.scenario)}), ${escapeHtml(s.system)} (${escapeHtml(s.variant)} rules): ${escapeHtml(s.sides.map((x) => x.name).join(' vs '))}.
Seed ${escapeHtml(s.seed)}, ${escapeHtml(thousands(s.trials))} trials on ${s.threads} thread(s) in ${(s.elapsedMs / 1000).toFixed(2)} s (${escapeHtml(thousands(Math.round(s.trialsPerSecond)))} trials/s).`,
    sections: [
      { id: 'run', label: 'Run', heading: 'Run', body: runFacts(s, turn) },
      ...houseRulesSection(s.houseRules),
      ...(s.history === undefined ? [] : [historySection(s, s.history, charts, turn, terms)]),
      ...(s.northfield === undefined ? [] : [northfieldSection(s, s.northfield, charts)]),
      {
        id: 'sides',
        label: 'Sides',
        heading: 'Sides (% of trials)',
        body: `<p>Share of trials each side won, and of draws (no side won: the turn limit of ${s.maxTurns} turns was reached, or every side was out at once), with ${level} Wilson score intervals in brackets under them (percent). Casualties: characters of the side ${escapeHtml(casualtyPhrase(terms))} at the end of a trial.</p>
<div class="scroll">${sidesTable(s)}</div>`,
      },
      {
        id: 'characters',
        label: 'Characters',
        heading: 'Characters (% of trials)',
        body: `<p>How each character ended the trial (the worst that happened to him; a wounded character who fled counts as fled), % of trials with ${level} Wilson intervals under them; they sum to 100%.${endStateNotes(terms, shownEndStates(s.characters).includes('escaped')).map((n) => ` ${escapeHtml(n)}`).join('')}${(terms.absentEndStates ?? []).length === 0 ? '' : ` No ${escapeHtml((terms.absentEndStates ?? []).map((e) => endStateName(e, terms).toLowerCase()).join(' or '))} column: the rule system's rules never end a trial so.`}</p>
<div class="scroll">${fatesTable(s, terms)}</div>
<h3>Shooting and brawling</h3>
<p>Mean shots fired per trial; hit rate is % of shots fired, with its ${level} Wilson interval under it (“—”: no shots fired); brawl rounds and the damage dealt in brawls (${escapeHtml(terms.brawlDamage)}) per trial. ${escapeHtml(PER_SHOT_INTERVAL_NOTE[0]!.toUpperCase() + PER_SHOT_INTERVAL_NOTE.slice(1))}.</p>
<div class="scroll">${shootingTable(s, terms)}</div>`,
      },
      {
        id: 'weapons',
        label: 'Weapons',
        heading: 'Weapons by range band',
        body: `<p>Shots fired by all characters with each weapon type at each range band, totals over all trials; hit rate is % of shots with ${level} Wilson intervals under it, shots taken as independent (a rough guide, as above). ${escapeHtml(terms.wounds.name)}: ${escapeHtml(terms.wounds.meaning)}; ${escapeHtml(terms.kills.name.toLowerCase())}: ${escapeHtml(terms.kills.meaning)}; each also per shot fired.${closeCombatNote(s)}</p>
${weaponsTable(s, terms)}`,
      },
      {
        id: 'turns',
        label: 'Turns and first shot',
        heading: 'Turns and first shot',
        body: `<p>Turns played: mean ${num(s.turns.mean, 2)} per trial, of at most ${s.maxTurns} (${escapeHtml(turnNote(turn))}). Per-turn counts are in ${link('tables/turns.csv')}.</p>
${firstShotLine(s, terms)}`,
      },
      ...systemSectionsHtml(sectionTables, uncounted),
    ],
    charts,
    dataFiles,
    version: s.version,
  });
}

/**
 * Writes a complete scenario report into `dir`, like `writeDuelReport` does for a duel:
 * - `index.html` (see {@link renderSkirmishHtml});
 * - `charts/<name>.vl.json`, `.svg` and `.png` for every chart of `SKIRMISH_CHARTS` that
 *   applies (`sides`, `fates`, `casualties`, `turns`; `weaponHitRate` and `weaponEffect` when shots
 *   were fired; `firstShot` when there were exchanges; `historyFates` when the summary's history
 *   records fates);
 * - `tables/characters.csv`, `sides.csv`, `weapons.csv`, `turns.csv` and `summary.json` via
 *   `writeSkirmishTables` of `@deadeye/stats`.
 *
 * Everything is written to the sibling `<dir>.partial-<pid>` and renamed to `dir` at the end; a
 * previous report at `dir` is replaced only then. On any error the temp directory is removed and
 * `dir` is left as it was.
 * @param dir report directory (created with its parents; relative paths resolve against the cwd)
 * @param summary the run's results (from `summarizeSkirmish`)
 * @returns the absolute report directory and the files written (index.html last)
 * @throws Error when `dir` exists and is neither empty nor a previous report (index.html +
 *   summary.json), when the DejaVu fonts are missing, or on chart and file system errors
 */
export async function writeSkirmishReport(dir: string, summary: SkirmishSummary, options: SkirmishReportOptions = {}): Promise<ReportResult> {
  const title = options.title ?? `Scenario report: ${summary.scenarioName}`;
  const turn = options.turn;
  const terms = options.terms;
  return writeReportDirectory(
    dir,
    summary,
    skirmishChartsFor(summary),
    (temp) => writeSkirmishTables(temp, summary),
    (charts, dataFiles) => renderSkirmishHtml({ summary, title, charts, dataFiles, ...(turn === undefined ? {} : { turn }), ...(terms === undefined ? {} : { terms }) }),
    { ...(turn === undefined ? {} : { turn }), ...(terms === undefined ? {} : { terms }) },
  );
}
