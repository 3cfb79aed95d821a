import { compileDuel, findCharacter } from '@deadeye/boothill';
import runDuelBatches from '../packages/runner/src/worker.ts';
import { parentPort } from 'node:worker_threads';
const m = compileDuel({ a: findCharacter('Doc Holliday'), b: findCharacter('Johnny Ringo'), range: 10 });
for (const rep of [0, 1, 2]) {
  const t0 = performance.now();
  runDuelBatches({ matchup: m, seed: 's', firstBatch: 0, batches: 200, runTrials: 200*8192 });
  parentPort?.postMessage(Math.round(200 * 8192 / (performance.now() - t0) * 1000));
}
