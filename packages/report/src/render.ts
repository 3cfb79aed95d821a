/**
 * Headless chart rendering: Vega-Lite spec -> Vega -> SVG (vega's `none` renderer, no canvas
 * needed) -> PNG (resvg, with the DejaVu Sans fonts loaded explicitly so text never falls back
 * to a serif face).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CHART_FONT } from './chart-base.ts';
import { loadFontMetrics, type FontMetrics } from './font-metrics.ts';

/** Where DejaVu Sans is looked for when the `dejavu-fonts-ttf` package is absent (Debian/Ubuntu `fonts-dejavu-core`). */
export const SYSTEM_DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

/** The `ttf/` directory of the `dejavu-fonts-ttf` package, or `null` when it cannot be resolved. */
function packageFontDir(): string | null {
  try {
    // The package has no exports map, so its package.json resolves directly.
    return join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    return null;
  }
}

/**
 * Finds DejaVu Sans regular and bold TTF files: first in the `dejavu-fonts-ttf` package
 * (`ttf/`), then in {@link SYSTEM_DEJAVU_DIR}.
 * @param dirs directories to search instead of the two defaults (for tests and unusual setups)
 * @returns absolute paths `[DejaVuSans.ttf, DejaVuSans-Bold.ttf]` from the first directory holding both
 * @throws Error naming every directory searched and the fix (`pnpm install` for the package, or
 *   `apt-get install fonts-dejavu-core`) when none holds both files
 */
export function resolveDejaVuFonts(dirs?: readonly string[]): string[] {
  const candidates = dirs ?? [packageFontDir() ?? 'dejavu-fonts-ttf/ttf (package dejavu-fonts-ttf not installed)', SYSTEM_DEJAVU_DIR];
  for (const dir of candidates) {
    const files = FONT_FILES.map((f) => join(dir, f));
    if (files.every((f) => existsSync(f))) return files;
  }
  throw new Error(
    `DejaVu Sans fonts (${FONT_FILES.join(', ')}) not found in ${candidates.map((d) => `'${d}'`).join(' or ')}. ` +
      'Charts need them for PNG text: reinstall the dependencies of @deadeye/report (dejavu-fonts-ttf) ' +
      'or install the system fonts with `apt-get install fonts-dejavu-core`.',
  );
}

/** Text items as vega's scenegraph hands them to `textMetrics.width`. */
interface TextItem {
  readonly fontSize?: number | string;
  readonly fontWeight?: number | string;
}
type WidthFn = (item: TextItem, text: unknown) => number;
/** vega-scenegraph's text measurer (re-exported by vega, missing from its typings). */
const textMetrics = (vega as unknown as { textMetrics: { width: WidthFn } }).textMetrics;

const metricsCache = new Map<string, { regular: FontMetrics; bold: FontMetrics }>();

function dejaVuWidth(fontFiles: readonly string[]): WidthFn {
  const key = fontFiles.join('\n');
  let m = metricsCache.get(key);
  if (m === undefined) {
    const [regular, bold] = fontFiles;
    if (regular === undefined) throw new Error('renderSvg: no font files given');
    const regularMetrics = loadFontMetrics(regular);
    m = { regular: regularMetrics, bold: bold === undefined ? regularMetrics : loadFontMetrics(bold) };
    metricsCache.set(key, m);
  }
  const { regular, bold } = m;
  return (item, text) => {
    const size = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
    const line = text == null ? '' : String(text).trim();
    if (size <= 0 || line === '') return 0;
    const weight = item.fontWeight;
    const isBold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
    return (isBold ? bold : regular).width(line, size);
  };
}

/**
 * The width in pixels of `text` at `fontSize` in {@link CHART_FONT} (bold when `bold`), as the
 * renderer lays it out: for sizing label limits to the longest label before rendering. When the
 * fonts cannot be found it estimates 0.7 em a character (wider than DejaVu Sans' letters, so a
 * limit sized from it never cuts a label).
 * @param fontFiles `[regular, bold]` TTF files (default: {@link resolveDejaVuFonts})
 */
export function textWidth(text: string, fontSize: number, bold = false, fontFiles?: readonly string[]): number {
  let files: readonly string[];
  try {
    files = fontFiles ?? resolveDejaVuFonts();
  } catch {
    return [...text].length * fontSize * 0.7;
  }
  return dejaVuWidth(files)({ fontSize, fontWeight: bold ? 'bold' : 'normal' }, text);
}

let measuring = 0;
let vegaDefaultWidth: WidthFn | undefined;

/**
 * Renders a Vega-Lite spec to an SVG document string (text in {@link CHART_FONT}).
 *
 * Uses vega's headless `none` renderer (no canvas). While rendering, vega's text measurement is
 * switched to the advance widths of `fontFiles` (restored afterwards), so labels, legends and
 * titles are laid out for the font the PNG is drawn with. SVG def ids (clip paths, gradients) are
 * reset per render, so the same spec always gives the same SVG.
 * @param fontFiles `[regular, bold]` TTF files to measure text with (default: {@link resolveDejaVuFonts})
 * @throws Error when the spec does not compile, the dataflow fails, or the fonts are missing
 */
export async function renderSvg(spec: TopLevelSpec, fontFiles: readonly string[] = resolveDejaVuFonts()): Promise<string> {
  const width = dejaVuWidth(fontFiles);
  const vgSpec = compile(spec).spec;
  if (measuring++ === 0) vegaDefaultWidth = textMetrics.width;
  textMetrics.width = width;
  const view = new vega.View(vega.parse(vgSpec), { renderer: 'none' });
  try {
    vega.resetSVGDefIds();
    return await view.toSVG();
  } finally {
    view.finalize();
    if (--measuring === 0 && vegaDefaultWidth !== undefined) textMetrics.width = vegaDefaultWidth;
  }
}

/**
 * Rasterises an SVG to PNG at 2x zoom on a white background, with DejaVu Sans loaded from
 * `fontFiles` only (system fonts are not loaded, so the output is the same on every machine).
 * @param fontFiles TTF files to load (default: {@link resolveDejaVuFonts})
 * @returns the PNG bytes
 * @throws Error from {@link resolveDejaVuFonts} when the fonts are missing, or resvg's parse errors
 */
export function svgToPng(svg: string, fontFiles: readonly string[] = resolveDejaVuFonts()): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: CHART_FONT, sansSerifFamily: CHART_FONT },
    fitTo: { mode: 'zoom', value: 2 },
    background: 'white',
  });
  return resvg.render().asPng();
}
