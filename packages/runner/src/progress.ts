/**
 * Progress on stderr for long runs, with cli-progress. Silent unless stderr is a TTY, and only
 * shown once a run has lasted a second, so short runs and pipes print nothing.
 */
import { createRequire } from 'node:module';
import type { SingleBar } from 'cli-progress';
import { thousands } from '@deadeye/core';

/**
 * cli-progress, loaded when a bar is first shown (a run past its first second on a TTY), not at
 * import: most commands never show one, and loading it took about 11 ms of every start (issue #17).
 */
function cliProgress(): typeof import('cli-progress') {
  return createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');
}

/** Receives progress of a run, in trials. */
export interface ProgressSink {
  /** Called after each task with the trials done so far and the total. */
  update(done: number, total: number): void;
  /** Called once at the end (or on error). */
  stop(): void;
}

/** A sink that does nothing. */
export const SILENT: ProgressSink = { update() {}, stop() {} };

/**
 * The time left, from the run's own rate since it started (`done` trials in `elapsedMs`), as the
 * bar prints it: `45s`, `3m05s`, `1h20m`, or `--` before a trial is done. Not cli-progress's
 * `eta_formatted`: a bar started part-way through a run (after its first second) has no history,
 * so that one printed `0s` on its first frame and, on the second, its 'NULL' or 'INF' cut to two
 * letters, `LLs` or `NFs` (an audit, 2026-12-08: "22% ... ETA 0s", "6% ... ETA LLs").
 */
export function etaText(done: number, total: number, elapsedMs: number): string {
  if (!(done > 0) || !(elapsedMs > 0)) return '--';
  const s = Math.max(0, Math.ceil(((total - done) * elapsedMs) / done / 1000));
  if (s < 60) return `${s}s`;
  const two = (x: number): string => String(x).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}m${two(s % 60)}s`;
  return `${Math.floor(s / 3600)}h${two(Math.floor((s % 3600) / 60))}m`;
}

/**
 * A progress bar on `stream` (default stderr) that appears after `delayMs` (default 1000 ms) if the
 * run is still going, with the trials done, the rate and the time left ({@link etaText}), both from
 * the run's start. Returns {@link SILENT} when `quiet` or when the stream is not a TTY.
 */
export function progressBar(label: string, options: { quiet?: boolean; delayMs?: number; stream?: NodeJS.WriteStream } = {}): ProgressSink {
  const stream = options.stream ?? process.stderr;
  if (options.quiet === true || !stream.isTTY) return SILENT;
  const delay = options.delayMs ?? 1000;
  const started = Date.now();
  let bar: SingleBar | null = null;
  return {
    update(done, total) {
      const elapsed = Date.now() - started;
      const payload = { rate: thousands(Math.round(done / Math.max(elapsed / 1000, 1e-3))), left: etaText(done, total, elapsed) };
      if (bar === null) {
        if (elapsed < delay) return;
        const { Presets, SingleBar: Bar } = cliProgress();
        bar = new Bar(
          {
            stream,
            format: `${label} [{bar}] {percentage}% | {value}/{total} trials | {rate} trials/s | ETA {left}`,
            hideCursor: true,
          },
          Presets.shades_classic,
        );
        bar.start(total, done, payload);
      }
      bar.update(done, payload);
    },
    stop() {
      if (bar !== null) bar.stop();
    },
  };
}
