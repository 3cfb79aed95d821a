/**
 * The reports as a person sees them: each kind of report, written by the `deadeye` command, opened
 * in a real browser (Debian's Chromium, driven by playwright-core) at 1280 x 800 from disk. On a
 * laptop screen no page scrolls sideways and no table scrolls inside its wrapper; every chart is
 * drawn; every chart's PNG, SVG and Vega-Lite spec is listed and on disk; and the page asks for
 * nothing but its own file.
 *
 * Needs /usr/bin/chromium (`apt-get install -y chromium`; README's set-up command installs it):
 * playwright-core drives the system's browser and never downloads one of its own. Without it the
 * test fails: it never skips.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveDeadeyeIn } from '../../cli/test/run-cli.ts';

const CHROMIUM = '/usr/bin/chromium';
/** The flags a headless run on a CI machine needs, and none that reaches out to the network. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const WIDTH = 1280;
const HEIGHT = 800;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The options of a simulation: one thread (two reports are written at a time), no progress bar. */
const SIM = ['--threads', '1', '--quiet'];

/**
 * Each kind of report (small runs: the layout, not the numbers, is under test): its `deadeye`
 * arguments, and at least how many charts and tables its page has.
 */
const REPORTS: Readonly<Record<string, { readonly args: readonly string[]; readonly charts: number; readonly tables: number }>> = {
  'duel, BOOT HILL, exact': { args: ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '2,5,10', '--trials', '500', '--exact', ...SIM], charts: 4, tables: 5 },
  'duel, Quick on the Draw': { args: ['duel', '--system', 'quickdraw', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--trials', '300', ...SIM], charts: 4, tables: 5 },
  'scenario, Northfield': { args: ['run', 'scenarios/northfield.yaml', '--trials', '30', ...SIM], charts: 6, tables: 6 },
  'scenario, O.K. Corral': { args: ['run', 'scenarios/ok-corral.yaml', '--trials', '300', ...SIM], charts: 6, tables: 6 },
  'scenario, street fight, Quick on the Draw': { args: ['run', 'scenarios/street-fight.yaml', '--system', 'quickdraw', '--trials', '300', ...SIM], charts: 6, tables: 6 },
  'scenario, street fight, Shootout!': { args: ['run', 'scenarios/street-fight.yaml', '--system', 'shootout', '--trials', '300', ...SIM], charts: 6, tables: 6 },
  'comparison, O.K. Corral': { args: ['compare', 'scenarios/ok-corral.yaml', '--trials', '300', ...SIM], charts: 3, tables: 4 },
  'comparison, Northfield': { args: ['compare', 'scenarios/northfield.yaml', '--trials', '20', ...SIM], charts: 3, tables: 4 },
  'one step of speed, street fight': { args: ['compare', 'scenarios/street-fight.yaml', '--vary', 'speed', '--trials', '300', ...SIM], charts: 1, tables: 5 },
  'A/B, shotguns +10, Coffeyville': { args: ['ab', 'scenarios/coffeyville.yaml', '--b', 'houserules/shotgun-plus-ten.yaml', '--trials', '300', ...SIM], charts: 2, tables: 3 },
  'sweep, one parameter': { args: ['sweep', 'scenarios/duel-main-street.yaml', '--vary', 'Doc Holliday.boothill.bac=85..95:5', '--trials', '300', ...SIM], charts: 1, tables: 2 },
  'sweep, two parameters': { args: ['sweep', 'scenarios/street-fight.yaml', '--vary', 'boothill.hitModifiers.singleActionRevolver.short=0..20:10', '--vary', 'house:houserules/no-change.yaml', '--trials', '200', ...SIM], charts: 1, tables: 2 },
  'balance, BOOT HILL weapons at two bands': { args: ['balance', '--system', 'boothill', '--only', 'revolver,2SG', '--band', 'short,long', '--trials', '40', ...SIM], charts: 3, tables: 3 },
  'balance, Shootout! profiles': { args: ['balance', '--system', 'shootout', '--only', 'Deputy,Doc Holliday,Hired Gun,Miner', '--trials', '20', ...SIM], charts: 3, tables: 2 },
  'odds, Quick on the Draw': { args: ['odds', '--system', 'quickdraw', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '2,5,10,15'], charts: 1, tables: 2 },
  'odds, compared': { args: ['odds', '--compare'], charts: 1, tables: 2 },
};

/**
 * Runs `deadeye` (from the project root), resolving when it exits 0 (the CLI tests' run-cli.ts
 * `driveDeadeyeIn`: a start that hangs is run once more).
 */
function deadeye(args: readonly string[]): Promise<void> {
  return driveDeadeyeIn(ROOT, args, (child) => new Promise((resolve, reject) => {
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`deadeye ${args.join(' ')} exited ${code}: ${stderr}`))));
  }));
}

/** What the page shows at the viewport's width, measured in the browser. */
interface Layout {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** Elements that scroll sideways on their own or clip what they hold (scrollWidth > clientWidth, overflow-x not visible). */
  readonly scrollers: string[];
  /** Tables past the right edge of the viewport or of their container. */
  readonly wideTables: string[];
  readonly tables: number;
  readonly charts: { readonly name: string; readonly width: number; readonly height: number; readonly right: number; readonly marks: number }[];
  /** The links of the Files section. */
  readonly files: string[];
  /** Every relative link of the page (no anchors). */
  readonly links: string[];
}

/**
 * The little of the DOM that the code run in the page uses, typed here: the workspace compiles
 * without the DOM library, which would let Node sources use browser globals unnoticed.
 */
interface DomElement {
  readonly tagName: string;
  readonly id: string;
  className: string;
  textContent: string | null;
  innerHTML: string;
  src: string;
  readonly style: { width: string };
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly parentElement: DomElement | null;
  closest(selector: string): DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement>;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { readonly width: number; readonly height: number; readonly right: number };
  getBBox(): { readonly width: number; readonly height: number };
  append(child: DomElement): void;
  remove(): void;
}
interface DomWindow {
  readonly document: DomElement & { readonly documentElement: DomElement; readonly body: DomElement; createElement(tag: string): DomElement };
  getComputedStyle(el: DomElement): { readonly overflowX: string };
}

/** Measures the page (runs in the browser: no closures over test variables). */
function measure(): Layout {
  const { document, getComputedStyle } = globalThis as unknown as DomWindow;
  const name = (el: DomElement): string => {
    const caption = el.closest('section')?.querySelector('h2')?.textContent ?? '';
    const cls = el.getAttribute('class');
    return `${el.tagName.toLowerCase()}${cls === null ? '' : `.${cls}`} in "${caption}": ${(el.textContent ?? '').trim().slice(0, 50)}`;
  };
  const doc = document.documentElement;
  const scrollers = [...document.body.querySelectorAll('*')]
    .filter((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX !== 'visible')
    .map((el) => `${name(el)} (${el.scrollWidth} > ${el.clientWidth})`);
  const tables = [...document.querySelectorAll('table')];
  const wideTables = tables
    .filter((t) => t.getBoundingClientRect().right > doc.clientWidth || t.getBoundingClientRect().width > (t.parentElement?.clientWidth ?? 0))
    .map((t) => `${name(t)} (${Math.round(t.getBoundingClientRect().width)} px)`);
  const charts = [...document.querySelectorAll('section[id^="chart-"]')].map((section) => {
    const svg = section.querySelector('figure > svg');
    const box = svg?.getBoundingClientRect();
    // vega draws each data mark as a child of a `g.role-mark`; an empty one has no children, or none with a size
    const marks = svg === null ? 0 : [...svg.querySelectorAll('g.role-mark > *')].filter((m) => {
      const b = m.getBBox();
      return b.width > 0 || b.height > 0;
    }).length;
    return { name: section.id.slice('chart-'.length), width: box?.width ?? 0, height: box?.height ?? 0, right: box?.right ?? 0, marks };
  });
  const hrefs = (root: DomElement): string[] => [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  return {
    scrollWidth: doc.scrollWidth,
    clientWidth: doc.clientWidth,
    scrollers,
    wideTables,
    tables: tables.length,
    charts,
    files: hrefs(document.querySelector('#files') ?? document.createElement('div')),
    links: hrefs(document).filter((h) => !h.startsWith('#')),
  };
}

const MISSING = `The browser test needs Debian's Chromium at ${CHROMIUM}, which is missing: install it with \`apt-get install -y chromium\` (README's set-up command does).`;

let root = '';
let context: BrowserContext | undefined;
/** Why the reports or the browser could not be had: every test fails with it (a failing hook would only mark them skipped). */
let setupError: unknown;
const requests: string[] = [];

/** Writes every report into a temp dir and opens the browser. */
async function setUp(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(MISSING);
  root = mkdtempSync(join(tmpdir(), 'deadeye-browser-'));
  // two reports at a time (the machine has two cores)
  const queue = Object.entries(REPORTS);
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await deadeye([...next[1].args, '--report', join(root, slug(next[0]))]);
  };
  await Promise.all([worker(), worker()]);
  context = await chromium.launchPersistentContext(join(root, 'user-data'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: WIDTH, height: HEIGHT },
    offline: true,
  });
  // Anything but a file of the report is refused and recorded.
  await context.route(/^(?!file:)/, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  context.on('request', (request) => requests.push(request.url()));
}

beforeAll(async () => {
  try {
    await setUp();
  } catch (error) {
    setupError = error;
  }
}, 240_000);

afterAll(async () => {
  await context?.close();
  if (root !== '') rmSync(root, { recursive: true, force: true });
});

function slug(kind: string): string {
  return kind.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

async function open(kind: string): Promise<{ page: Page; layout: Layout; url: string; requests: string[] }> {
  if (setupError !== undefined) throw setupError;
  if (context === undefined) throw new Error('no browser');
  const page = await context.newPage();
  const url = pathToFileURL(join(root, slug(kind), 'index.html')).href;
  const before = requests.length;
  await page.goto(url, { waitUntil: 'load' });
  const layout = await page.evaluate(measure);
  return { page, layout, url, requests: requests.slice(before) };
}

describe('the reports in Chromium at 1280 px', () => {
  it(`finds Debian's Chromium at ${CHROMIUM}`, () => {
    expect(existsSync(CHROMIUM), MISSING).toBe(true);
  });

  for (const [kind, expected] of Object.entries(REPORTS)) {
    it(`${kind}: fits the screen, draws every chart, lists every chart's files, asks for nothing`, async () => {
      const { page, layout, url, requests: asked } = await open(kind);
      try {
        // no sideways scrolling: not the page, not a table inside its wrapper
        expect(layout.clientWidth).toBeLessThanOrEqual(WIDTH);
        expect(layout.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(layout.clientWidth);
        expect(layout.scrollers, 'elements that scroll sideways').toEqual([]);
        expect(layout.tables).toBeGreaterThanOrEqual(expected.tables);
        expect(layout.wideTables, 'tables wider than the screen or their container').toEqual([]);
        // every chart drawn, inside the screen
        expect(layout.charts.length).toBeGreaterThanOrEqual(expected.charts);
        for (const chart of layout.charts) {
          expect(chart.width, `${chart.name}: width`).toBeGreaterThan(100);
          expect(chart.height, `${chart.name}: height`).toBeGreaterThan(100);
          expect(chart.right, `${chart.name}: right edge`).toBeLessThanOrEqual(layout.clientWidth);
          expect(chart.marks, `${chart.name}: drawn marks`).toBeGreaterThan(0);
        }
        // every chart's PNG, SVG and spec in the files list, and every linked file on disk
        for (const chart of layout.charts) for (const ext of ['png', 'svg', 'vl.json']) expect(layout.files).toContain(`charts/${chart.name}.${ext}`);
        expect(layout.files).toContain('summary.json');
        for (const link of layout.links) expect(existsSync(join(root, slug(kind), link)), `${link} on disk`).toBe(true);
        // the page's own file, and nothing else (the listener does see it: a check that cannot fail is none)
        expect(asked).toContain(url);
        expect(asked.filter((u) => !u.startsWith('file://')), 'network requests').toEqual([]);
        expect(asked.every((u) => u.startsWith(pathToFileURL(join(root, slug(kind))).href))).toBe(true);
      } finally {
        await page.close();
      }
    });
  }

  it('the checks see a page that scrolls sideways, a table that scrolls in its wrapper, an empty chart and a request', async () => {
    const { page } = await open('scenario, O.K. Corral');
    try {
      await page.evaluate(() => {
        const { document } = globalThis as unknown as DomWindow;
        const wide = document.createElement('div');
        wide.style.width = '2000px';
        wide.textContent = 'too wide';
        document.body.append(wide);
        const wrapper = document.createElement('div');
        wrapper.className = 'scroll';
        wrapper.innerHTML = '<table class="data"><tbody><tr><td><div style="width:3000px">too wide</div></td></tr></tbody></table>';
        document.querySelector('#sides')?.append(wrapper);
        for (const mark of document.querySelectorAll('section[id^="chart-"] g.role-mark > *')) mark.remove();
      });
      const layout = await page.evaluate(measure);
      expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
      expect(layout.scrollers.length).toBeGreaterThan(0);
      expect(layout.wideTables.length).toBeGreaterThan(0);
      expect(layout.charts.every((c) => c.marks === 0)).toBe(true);
      const before = requests.length;
      await page.evaluate(() => {
        const { document } = globalThis as unknown as DomWindow;
        const img = document.createElement('img');
        img.src = 'http://127.0.0.1:9/nothing.png';
        document.body.append(img);
      });
      await expect.poll(() => requests.slice(before)).toContain('http://127.0.0.1:9/nothing.png');
    } finally {
      await page.close();
    }
  });
});
