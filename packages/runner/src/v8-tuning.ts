/**
 * V8's inlining budget for the engines' trial loops (issue #17: speed where users wait).
 *
 * The engines are written as many small functions over typed columns (a card, a decision, a shot,
 * a die), called from a few large ones (a phase, a card's procedure). V8's optimising compiler
 * inlines a callee only while the caller's cumulative inlined bytecode stays under a budget
 * (`--max-inlined-bytecode-size-cumulative`, default 920 bytes) and the callee is small enough
 * (`--max-inlined-bytecode-size`, default 460): the large callers spend their budget early and
 * call the rest. A larger budget lets V8 inline more of them. It changes which machine code runs,
 * never what it computes: results are bit-identical (the bench checksums and `pnpm golden` are
 * unchanged with and without it).
 *
 * Measured on this machine (2 shared cores), the engine bundled as the workers run it, trials
 * per CPU second, default flags and these flags alternated 8 times in one session, medians of the
 * pairs' ratios: the street fight x1.05 under BOOT HILL, x1.13 under Quick on the Draw, x1.10
 * under Shootout!; Northfield no change beyond the noise (x1.02 under BOOT HILL); the BOOT HILL
 * standing duel about x1.08 (`scripts/duel-floor.ts`, ratio to its floor 0.26 -> 0.28). Larger
 * budgets (10,000 and 2,000) were slower: more code, more instruction-cache misses.
 * `scripts/bench-qd.ts --v8-defaults`, `scripts/bench-engine.ts --v8-defaults` and
 * `scripts/duel-floor.ts --v8-defaults` measure without them, for an A/B.
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flags, as on a `node` command line. */
export const ENGINE_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size=800', '--max-inlined-bytecode-size-cumulative=3000'];

let tuned = false;

/**
 * Sets {@link ENGINE_V8_FLAGS} for this process, once. V8's flags are the process's: worker
 * threads started afterwards (the runner's pool) compile under them too. Call before the engines'
 * code is optimised (the runner calls it when it makes a pool, before any worker starts); a
 * function optimised earlier keeps its code until V8 optimises it again.
 */
export function tuneV8(): void {
  if (tuned) return;
  tuned = true;
  for (const flag of ENGINE_V8_FLAGS) setFlagsFromString(flag);
}
