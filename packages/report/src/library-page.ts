/**
 * The library's HTML index (`deadeye library` writes it as `library.html` beside `library.md`):
 * the same tables, one section per famous fight, each linking its reports and results JSON, so
 * that a reader opens the library in a browser and goes from the record to each system's report.
 * Pure (no I/O); the page is self-contained (inline CSS, relative links only).
 */
import { dataTable, escapeHtml, renderReportPage, td } from './html.ts';

/** One fight of the library, as `library.md` gives it. All text is plain (escaped here). */
export interface LibraryScenarioView {
  /** Section anchor: the scenario file's name without `.yaml`. */
  readonly id: string;
  /** Scenario name, and the record's date when it has one. */
  readonly name: string;
  readonly date?: string;
  /** The scenario file (as shown) and what was played: e.g. `10000 trials per system, seed 1`. */
  readonly file: string;
  readonly played: string;
  /** Per system played: its name, its report directory and its results JSON, relative to the page. */
  readonly links: readonly { readonly system: string; readonly report: string; readonly json: string }[];
  /** Column heads after "outcome" and "record": the systems' names. */
  readonly systems: readonly string[];
  /**
   * The table's rows: the outcome, the record, one cell per system. A cell may hold one flag in
   * `**double asterisks**` (e.g. "never happened in 10,000 trials"), shown in bold.
   */
  readonly rows: readonly { readonly outcome: string; readonly record: string; readonly cells: readonly string[] }[];
  /** What lies outside the model (a sentence, then one line per system), and the record's notes. */
  readonly outside: readonly string[];
  readonly notes: readonly string[];
}

/** The library page: its heading, the lines said before the fights, the fights, and the version for the footer. */
export interface LibraryPage {
  readonly title: string;
  /** The command that wrote it and how to read the tables (plain text, one paragraph each). */
  readonly intro: readonly string[];
  readonly scenarios: readonly LibraryScenarioView[];
  readonly version: string;
}

/** Plain text with its `**flags**` in bold (escaped first). */
function flagged(text: string): string {
  return escapeHtml(text).replace(/\*\*([^*]+)\*\*/g, '<strong class="never">$1</strong>');
}

/**
 * Builds the library's HTML index: the lead (the command and how to read the tables), then per
 * fight a section with its reports' and JSON links, the record beside each system's share of
 * trials, what lies outside the model and the record's notes; a nav bar links the fights.
 * @returns the complete HTML document
 */
export function renderLibraryHtml(page: LibraryPage): string {
  const sections = page.scenarios.map((s) => {
    const links = s.links.map((l) => `${escapeHtml(l.system)}: <a href="${escapeHtml(l.report)}/index.html">report</a>, <a href="${escapeHtml(l.json)}">JSON</a>`).join('; ');
    const rows = s.rows.map((r) => `<tr>${td(escapeHtml(r.outcome), 'l')}${td(escapeHtml(r.record), 'l')}${r.cells.map((c) => td(flagged(c), 'w')).join('')}</tr>`).join('\n');
    const [lead, ...lines] = s.outside;
    const outside = lines.length === 0 ? `<p>${escapeHtml(lead ?? '')}</p>` : `<p>${escapeHtml(lead ?? '')}</p>\n<ul>${lines.map((l) => `<li>${flagged(l)}</li>`).join('')}</ul>`;
    const notes = s.notes.length === 0 ? '' : `\n<p>Notes on the record beside the model:</p>\n<ul>${s.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('\n')}</ul>`;
    return {
      id: s.id,
      label: s.name,
      heading: s.date === undefined ? s.name : `${s.name} (${s.date})`,
      body: `<p><code>${escapeHtml(s.file)}</code>; ${escapeHtml(s.played)}; ${links}.</p>
<div class="scroll">${dataTable(['Outcome', 'Record', ...s.systems], rows)}</div>
${outside}${notes}`,
    };
  });
  return renderReportPage({ title: page.title, lead: page.intro.map(escapeHtml).join('</p>\n<p class="lead">'), sections, charts: [], dataFiles: [], version: page.version });
}
