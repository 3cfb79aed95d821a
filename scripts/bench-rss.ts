/**
 * Helper of scripts/bench.ts: runs one duel of N trials (argv[2]) on 2 threads, like
 * `deadeye duel`, and prints the process's peak resident set size (worker threads included).
 */
import { compileDuel, findCharacter } from '@deadeye/boothill';
import { runDuels } from '@deadeye/runner';

const trials = Number(process.argv[2]);
if (!(Number.isInteger(trials) && trials >= 1)) throw new Error(`usage: bench-rss.ts TRIALS (got ${process.argv[2]})`);
const matchup = compileDuel({ a: findCharacter('Doc Holliday'), b: findCharacter('Johnny Ringo'), range: 10 });
await runDuels('boothill', [matchup], { seed: 'rss', trials, threads: 2 });
// resourceUsage().maxRSS is in kilobytes.
console.log(JSON.stringify({ trials, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
