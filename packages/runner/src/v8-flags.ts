/**
 * The V8 flags the runner sets before its pool starts its threads, in a module of their own so that
 * scripts/build.ts can make the workers' code cache under them without loading the engines.
 */

/**
 * The V8 flag set before the pool's threads start: each worker thread's isolate (created after it;
 * the calling thread's own is not changed) optimises its hot functions on its own thread
 * (`ConcurrencyMode::kSynchronous` in `node --trace-opt`) rather than on V8's background compiler.
 *
 * Why: Node 20 tears a worker thread down by detaching its isolate from the platform and then
 * disposing of it, and a background optimisation job of that isolate still running in between
 * aborts the whole process with a native assertion (`NodePlatform::ForIsolate ... (data.first) !=
 * nullptr`, from `OptimizingCompileDispatcher::CompileTask`); a maintainer's word on it:
 * nodejs/node issue 31752, "no correct ordering of disposing an Isolate and detaching it from the
 * platform". It struck once in CI (2026-12-06): a `deadeye sweep` whose results were right exited
 * with the trace on stderr. With no background job there is nothing to race.
 *
 * It costs no speed: on 2 cores, where the background compiler competes with the other thread, runs
 * were as fast or faster (A/B alternated, 2026-12-06, medians of three: BOOT HILL street fight
 * 200,000 trials x1.01, 2,000 trials x1.23; Shootout! x1.04; Quick on the Draw x1.04; Northfield
 * under BOOT HILL x1.06). Results are the same (how code is compiled changes no number).
 */
export const SYNCHRONOUS_OPTIMISATION = '--no-concurrent-recompilation';

/**
 * The V8 flag, set with {@link SYNCHRONOUS_OPTIMISATION}, that lets TurboFan inline more into each
 * function it optimises: up to 4,000 bytes of bytecode in all (V8's default 920; one function
 * inlined stays at most 460, the default). The engines are flat: dozens of small functions a phase
 * (observe, the agents' doctrines, the rules' helpers), none above a tenth of the time, and calls
 * between them that the default budget leaves uninlined.
 *
 * Speed, trials per CPU second of a 1-thread pool, the code before and after alternated, five
 * processes each, medians (2026-12-06; docs/performance.md, "TurboFan's inlining budget, raised in
 * the workers"): street fight under BOOT HILL x1.10, Quick on the Draw x1.06, Shootout! x1.15;
 * Northfield under BOOT HILL gains nothing measurable. Results are the same: how a function is
 * compiled changes no number.
 */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=4000';

/**
 * The V8 flags the pool sets before its threads start ({@link SYNCHRONOUS_OPTIMISATION},
 * {@link INLINING_BUDGET}), each as node's command line takes it: measuring scripts that run the
 * engines in a child process of their own pass the same (scripts/bundled-child.ts), and
 * scripts/build.ts sets them before it makes the worker bundle's code cache. A V8 code cache
 * records the flags it was made under (a hash of those that change the code), and V8 rejects one
 * made under others (`cachedDataRejected`): the inlining budget is among them, the background
 * compiler is not.
 */
export const WORKER_V8_FLAGS: readonly string[] = [SYNCHRONOUS_OPTIMISATION, INLINING_BUDGET];

/**
 * The event the runner emits on `process` just before it sets {@link WORKER_V8_FLAGS} (once, as
 * its pool first starts). A code cache made after that records those flags, and a later start of
 * the process, with V8's defaults, would reject it; the `deadeye` launcher
 * (packages/cli/bin/deadeye.cjs) writes the CLI bundle's cache on this event when it has one to
 * write, rather than at exit.
 */
export const V8_FLAGS_EVENT = 'deadeye:v8-flags';
