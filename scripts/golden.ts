/**
 * `pnpm golden`: plays every golden case (packages/cli/src/golden.ts) and compares its results
 * JSON with `golden/<system>/<case>.json`, printing one line per case and exiting 1 on any
 * difference. `pnpm golden --write` rewrites the files: only for a change meant to move outcomes,
 * and the commit must say so and why.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { goldenCases, goldenPath, playGolden } from '../packages/cli/src/golden.ts';
import { TrialPool } from '@deadeye/runner';

const write = process.argv.includes('--write');
const pool = new TrialPool(2);
let differ = 0;
try {
  for (const c of goldenCases()) {
    const text = await playGolden(c, pool);
    const path = goldenPath(c);
    if (write) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      console.log(`wrote ${path}`);
      continue;
    }
    const same = existsSync(path) && readFileSync(path, 'utf8') === text;
    if (!same) differ++;
    console.log(`${same ? 'same     ' : 'DIFFERENT'} ${c.system} ${c.name}${same ? '' : ` (expected ${path}${existsSync(path) ? '' : ': missing'})`}`);
  }
} finally {
  await pool.destroy();
}
if (differ > 0) {
  console.log(`${differ} golden result(s) changed; if the change is meant to move outcomes, rerun with --write and say why in the commit`);
  process.exitCode = 1;
}
