/**
 * The tests' own way of running children (run-cli.ts): a child that has not ended within its time
 * is killed and run once more, and one that hangs twice fails with its name. Plain `node -e`
 * children stand in for a start that hangs: the first run of a child hangs and leaves a mark, the
 * next finds the mark and exits.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drivePatiently, spawnSyncPatiently, type CliChild, type ChildSpec } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-run-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A child that counts its runs in `mark` (one character a run), hangs (a timer that never ends)
 * for its first `hangs` runs, and else prints `ran N` and exits 0.
 */
function child(mark: string, hangs: number): ChildSpec {
  const script = `const fs = require('node:fs');
const runs = (fs.existsSync(${JSON.stringify(mark)}) ? fs.readFileSync(${JSON.stringify(mark)}, 'utf8').length : 0) + 1;
fs.writeFileSync(${JSON.stringify(mark)}, 'x'.repeat(runs));
if (runs <= ${hangs}) setInterval(() => {}, 1000);
else console.log('ran ' + runs);`;
  return { argv: ['-e', script], cwd: tmp, what: `the child of ${mark}`, hangMs: 1500 };
}

/** Runs of the child of `mark` so far. */
const runs = (mark: string): number => (existsSync(mark) ? readFileSync(mark, 'utf8').length : 0);

/** Drives a child to its exit, resolving with its stdout. */
const toExit = (c: CliChild): Promise<string> =>
  new Promise((done) => {
    let out = '';
    c.stdout.on('data', (d: Buffer) => (out += d.toString()));
    c.on('close', () => done(out));
  });

describe('spawnSyncPatiently', () => {
  it('a child that ends is run once', () => {
    const mark = join(tmp, 'sync-once');
    expect(spawnSyncPatiently(child(mark, 0)).stdout).toBe('ran 1\n');
    expect(runs(mark)).toBe(1);
  });
  it('a child that hangs once is killed and run once more', () => {
    const mark = join(tmp, 'sync-again');
    const r = spawnSyncPatiently(child(mark, 1));
    expect([r.status, r.stdout]).toEqual([0, 'ran 2\n']);
    expect(runs(mark)).toBe(2);
  });
  it('a child that hangs twice throws, naming it', () => {
    const mark = join(tmp, 'sync-twice');
    expect(() => spawnSyncPatiently(child(mark, 2))).toThrow(`the child of ${mark}: no exit within 1.5 s, twice`);
    expect(runs(mark)).toBe(2);
  });
});

describe('drivePatiently', () => {
  it('a child that ends is driven once', async () => {
    const mark = join(tmp, 'drive-once');
    expect(await drivePatiently(child(mark, 0), toExit)).toBe('ran 1\n');
    expect(runs(mark)).toBe(1);
  });
  it('a child that hangs once is killed and driven once more, even when the drive rejects on the kill', async () => {
    const mark = join(tmp, 'drive-again');
    const rejectOnKill = (c: CliChild): Promise<string> => toExit(c).then((out) => (c.signalCode === 'SIGKILL' ? Promise.reject(new Error('killed')) : out));
    expect(await drivePatiently(child(mark, 1), rejectOnKill)).toBe('ran 2\n');
    expect(runs(mark)).toBe(2);
  });
  it('a child that hangs twice rejects, naming it', async () => {
    const mark = join(tmp, 'drive-twice');
    await expect(drivePatiently(child(mark, 2), toExit)).rejects.toThrow(`the child of ${mark}: no exit within 1.5 s, twice`);
    expect(runs(mark)).toBe(2);
  });
  it("the drive's own error, without a hang, is thrown as it is", async () => {
    const mark = join(tmp, 'drive-error');
    await expect(drivePatiently(child(mark, 0), (c) => toExit(c).then(() => Promise.reject(new Error('the test failed'))))).rejects.toThrow('the test failed');
    expect(runs(mark)).toBe(1);
  });
});
