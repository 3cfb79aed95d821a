/**
 * The progress bar's text: the time left comes from the run's own rate since it started, so that a
 * bar shown part-way through a run (after its first second) never prints cli-progress's empty
 * history as `ETA 0s`, nor its 'NULL' / 'INF' cut to `LLs` / `NFs` (an audit, 2026-12-08).
 */
import { describe, expect, it } from 'vitest';
import { etaText, progressBar } from '../src/progress.ts';

/** A terminal that keeps what is written to it. */
function fakeTerminal(): NodeJS.WriteStream & { text: () => string } {
  const chunks: string[] = [];
  return {
    isTTY: true,
    columns: 200,
    write(chunk: string | Uint8Array, ...rest: unknown[]): boolean {
      chunks.push(String(chunk));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    },
    text: () => chunks.join(''),
  } as unknown as NodeJS.WriteStream & { text: () => string };
}

describe('etaText', () => {
  it('the time left at the rate so far', () => {
    expect(etaText(250, 1000, 1000)).toBe('3s');
    expect(etaText(100, 1000, 10_000)).toBe('1m30s');
    expect(etaText(1, 1000, 10_000)).toBe('2h46m');
    expect(etaText(1000, 1000, 5000)).toBe('0s');
  });
  it('unknown before a trial is done', () => {
    expect(etaText(0, 1000, 5000)).toBe('--');
    expect(etaText(10, 1000, 0)).toBe('--');
  });
});

describe('progressBar on a terminal', () => {
  it('its first frames, shown part-way through a run, give the time left from the rate so far', async () => {
    const tty = fakeTerminal();
    const bar = progressBar('Street fight', { delayMs: 0, stream: tty });
    await new Promise((r) => setTimeout(r, 50));
    bar.update(64, 1000);
    bar.update(64, 1000);
    await new Promise((r) => setTimeout(r, 50));
    bar.update(128, 1000);
    bar.stop();
    const frames = tty.text().match(/ETA [^\s\u001b]+/g) ?? [];
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) expect(f).toMatch(/^ETA (\d+s|\d+m\d\ds|\d+h\d\dm)$/);
    expect(frames).not.toContain('ETA 0s');
    expect(tty.text()).toContain('64/1000 trials');
  });
});
