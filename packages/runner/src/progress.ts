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
 * A progress bar on stderr that appears after `delayMs` (default 1000 ms) if the run is still going.
 * Returns {@link SILENT} when `quiet` or when stderr is not a TTY.
 */
export function progressBar(label: string, options: { quiet?: boolean; delayMs?: number } = {}): ProgressSink {
  if (options.quiet === true || !process.stderr.isTTY) return SILENT;
  const delay = options.delayMs ?? 1000;
  const started = Date.now();
  let bar: SingleBar | null = null;
  return {
    update(done, total) {
      const rate = thousands(Math.round(done / Math.max((Date.now() - started) / 1000, 1e-3)));
      if (bar === null) {
        if (Date.now() - started < delay) return;
        const { Presets, SingleBar: Bar } = cliProgress();
        bar = new Bar(
          {
            stream: process.stderr,
            format: `${label} [{bar}] {percentage}% | {value}/{total} trials | {rate} trials/s | ETA {eta_formatted}`,
            hideCursor: true,
            etaBuffer: 50,
          },
          Presets.shades_classic,
        );
        bar.start(total, done, { rate });
      }
      bar.update(done, { rate });
    },
    stop() {
      if (bar !== null) bar.stop();
    },
  };
}
