/**
 * The scenario report: `index.html` (self-contained: inline CSS and SVG, no scripts, no external
 * URLs), `charts/<name>.vl.json|.svg|.png` for every chart of SKIRMISH_CHARTS that applies, and
 * `tables/*.csv` with `summary.json`. Written atomically like the duel report.
 */
import { writeSkirmishTables, type SkirmishSummary } from '@deadeye/stats';
import { SKIRMISH_END_STATES } from '@deadeye/stats';
import { escapeHtml, inlineSvg, type HtmlChart } from './html.ts';
import { writeReportDirectory, type DuelReportResult } from './report.ts';
import { skirmishChartsFor } from './skirmish-charts.ts';

/** A fraction as percent, 1 decimal; `—` for null. */
function pc(x: number | null): string {
  return x === null ? '—' : `${(x * 100).toFixed(1)}%`;
}

function ci(c: readonly [number, number] | null): string {
  return c === null ? '—' : `${pc(c[0])} – ${pc(c[1])}`;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${tr}\n</tbody></table>`;
}

/**
 * The report page of a scenario run.
 * @param summary the run's results (`summarizeSkirmish`)
 * @param charts the rendered charts (paths relative to the report directory)
 * @param dataFiles the CSV tables and summary.json, relative paths
 */
export function renderSkirmishHtml(summary: SkirmishSummary, charts: readonly HtmlChart[], dataFiles: readonly string[]): string {
  const s = summary;
  const title = `Scenario report: ${s.scenarioName}`;
  const level = `${Math.round(s.confidence * 100)}%`;
  const facts = table(
    ['scenario', 'system', 'variant', 'seed', 'trials', 'threads', 'turn limit', 'elapsed', 'trials/s', 'version'],
    [[s.scenario, s.system, s.variant, s.seed, String(s.trials), String(s.threads), String(s.maxTurns), `${(s.elapsedMs / 1000).toFixed(1)} s`, String(s.trialsPerSecond), s.version]],
  );
  const sides = table(
    ['side', 'wins', 'win rate', `${level} Wilson interval`, 'mean casualties'],
    [
      ...s.sides.map((x) => [x.name, String(x.wins), pc(x.winRate), ci(x.winRateCI), x.casualties.mean.toFixed(2)]),
      ['(no side: draw)', String(s.draws.count), pc(s.draws.rate), ci(s.draws.ci), ''],
    ],
  );
  const characters = table(
    ['character', 'side', ...SKIRMISH_END_STATES, 'shots per trial', 'hit rate', `hit rate ${level} interval`, 'brawl damage per trial'],
    s.characters.map((c) => [
      c.name,
      c.side,
      ...SKIRMISH_END_STATES.map((e) => `${pc(c[e].rate)} (${ci(c[e].ci)})`),
      c.meanShots.toFixed(2),
      pc(c.hitRate.rate),
      ci(c.hitRate.ci),
      (c.brawlDamage / s.trials).toFixed(2),
    ]),
  );
  const weapons = table(
    ['weapon', 'band', 'shots', 'hits', 'hit rate', `${level} interval`, 'wounds per shot', 'kills per shot'],
    s.weapons.map((w) => [w.weaponName, w.band, String(w.shots), String(w.hits), pc(w.hitRate.rate), ci(w.hitRate.ci), w.woundsPerShot?.toFixed(3) ?? '—', w.killsPerShot?.toFixed(3) ?? '—']),
  );
  const fs = s.firstShot;
  const firstShot =
    fs.exchanges === 0
      ? '<p>No exchange of fire had a single fastest shooter.</p>'
      : `<p>In ${fs.exchanges} exchanges of fire with one character alone at the highest net speed, that character was still standing at the end of the firing ${pc(fs.rate)} of the time (${level} interval ${ci(fs.ci)}).</p>`;
  const chartHtml = charts
    .map((c) => `<figure id="${escapeHtml(c.name)}"><figcaption>${escapeHtml(c.title)}</figcaption>${inlineSvg(c.svg, `${c.name}-`)}<p class="files"><a href="${escapeHtml(c.specPath)}">Vega-Lite</a> · <a href="${escapeHtml(c.svgPath)}">SVG</a> · <a href="${escapeHtml(c.pngPath)}">PNG</a></p></figure>`)
    .join('\n');
  const files = dataFiles.map((f) => `<a href="${escapeHtml(f)}">${escapeHtml(f)}</a>`).join(' · ');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.9em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
figure { margin: 1.5em 0; } figcaption { font-weight: bold; margin-bottom: 0.3em; } .files { font-size: 0.8em; }
</style></head><body>
<h1>${escapeHtml(title)}</h1>
${facts}
<h2>Sides</h2>
<p>Share of trials each side won, with ${level} Wilson intervals. Turns are BOOT HILL turns of about ten seconds.</p>
${sides}
<h2>Characters</h2>
<p>How each character's trials ended (the worst that happened to him), with ${level} Wilson intervals.</p>
${characters}
<p>Turns: mean ${s.turns.mean.toFixed(2)} of at most ${s.maxTurns}.</p>
<h2>Weapons</h2>
${weapons}
<h2>First shot</h2>
${firstShot}
<h2>Charts</h2>
${chartHtml}
<h2>Data</h2>
<p>${files}</p>
</body></html>
`;
}

/**
 * Writes a complete scenario report into `dir` (see the module comment); atomic: `dir` appears
 * complete or is left as it was.
 * @returns the absolute report directory and the files written
 * @throws Error when `dir` exists and is neither empty nor a previous report, when the DejaVu
 *   fonts are missing, or on chart and file system errors
 */
export async function writeSkirmishReport(dir: string, summary: SkirmishSummary): Promise<DuelReportResult> {
  return writeReportDirectory(dir, summary, skirmishChartsFor(summary), (temp) => writeSkirmishTables(temp, summary), (charts, dataFiles) =>
    renderSkirmishHtml(summary, charts, dataFiles),
  );
}
