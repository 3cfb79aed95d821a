/**
 * Progress on stderr for long runs, with cli-progress. Silent unless stderr is a TTY, and only
 * shown once a run has lasted a second, so short runs and pipes print nothing.
 */
import cliProgress from 'cli-progress';

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
  let bar: cliProgress.SingleBar | null = null;
  return {
    update(done, total) {
      const rate = Math.round(done / Math.max((Date.now() - started) / 1000, 1e-3)).toLocaleString('en-US');
      if (bar === null) {
        if (Date.now() - started < delay) return;
        bar = new cliProgress.SingleBar(
          {
            stream: process.stderr,
            format: `${label} [{bar}] {percentage}% | {value}/{total} trials | {rate} trials/s | ETA {eta_formatted}`,
            hideCursor: true,
            etaBuffer: 50,
          },
          cliProgress.Presets.shades_classic,
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
