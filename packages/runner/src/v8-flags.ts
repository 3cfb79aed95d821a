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
 * The V8 flag that lets TurboFan inline more into each function it optimises: up to 4,000 bytes of
 * bytecode in all (V8's default 920; one function inlined stays at most 460, the default). Set,
 * with {@link WORKER_V8_FLAGS}, only for a pool whose first run is a long one
 * ({@link LONG_RUN_TRIALS_PER_THREAD}): {@link LONG_RUN_V8_FLAGS}. The engines are flat: dozens of
 * small functions a phase (observe, the agents' doctrines, the rules' helpers), none above a tenth
 * of the time, and calls between them that the default budget leaves uninlined.
 *
 * Speed once warm, trials per CPU second of a 1-thread pool, the code before and after alternated,
 * five processes each, medians (2026-12-06; docs/performance.md, "TurboFan's inlining budget,
 * raised in the workers"): street fight under BOOT HILL x1.10, Quick on the Draw x1.06, Shootout!
 * x1.15; Northfield under BOOT HILL gains nothing measurable. But each worker pays for it first:
 * its optimisations compile more, on its own thread, while it warms (the street fight under BOOT
 * HILL about 0.2 to 0.4 s of CPU more over its first 10,000 trials, Northfield 0.2 to 0.7 s over
 * its first 3,000), so a run shorter than about 150,000 street fights a thread ends sooner
 * without it ("The inlining budget, for long runs only", 2026-12-07). Results are the same: how
 * a function is compiled changes no number.
 */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=4000';

/**
 * The V8 flags every pool sets before its threads start ({@link SYNCHRONOUS_OPTIMISATION}), each
 * as node's command line takes it. scripts/build.ts sets the same before it makes the worker
 * bundle's code cache: a V8 code cache records the flags it was made under (a hash of those that
 * change the code), and V8 rejects one made under others (`cachedDataRejected`). The background
 * compiler is not among them; the inlining budget is, so a long run's workers
 * ({@link LONG_RUN_V8_FLAGS}) compile the bundle without its cache (about 30 ms of CPU more a
 * worker, 2026-12-06: 93 against 61).
 */
export const WORKER_V8_FLAGS: readonly string[] = [SYNCHRONOUS_OPTIMISATION];

/**
 * The V8 flags a pool sets for a long run: {@link WORKER_V8_FLAGS} and {@link INLINING_BUDGET}.
 * Measuring scripts that run the engines warm in a child process of their own
 * (scripts/bundled-child.ts, scripts/ab-engine.ts) pass these: they measure a long run's speed.
 */
export const LONG_RUN_V8_FLAGS: readonly string[] = [...WORKER_V8_FLAGS, INLINING_BUDGET];

/**
 * Trials a thread (the first run's trials over all its matchups or arms, over the pool's threads)
 * from which a pool sets {@link LONG_RUN_V8_FLAGS} rather than {@link WORKER_V8_FLAGS}: where the
 * larger inlining budget's speed once warm repays what it costs to warm. Measured 2026-12-07
 * through the built command on 2 threads, each run alternated with the budget always set, five
 * rounds (docs/performance.md, "The inlining budget, for long runs only"): without it the street
 * fight of 100,000 trials (50,000 a thread) ended 5% sooner, Northfield's 10,000 10%, Quick on the
 * Draw's street fight of 20,000 8%, Shootout!'s O.K. Corral of 20,000 7%; with it the street fight
 * of 1,000,000 (500,000 a thread) 5 to 8% sooner, Quick on the Draw's street fight of 200,000
 * (100,000 a thread) 6%; Shootout!'s street fight of 500,000 alike, Northfield's 50,000 no sooner.
 */
export const LONG_RUN_TRIALS_PER_THREAD = 100_000;

/**
 * The event the runner emits on `process` just before it sets {@link WORKER_V8_FLAGS} or
 * {@link LONG_RUN_V8_FLAGS} (once, as its first pool starts). A code cache made after a long run's
 * records the inlining budget, and a later start of the process, with V8's defaults, would reject
 * it; the `deadeye` launcher
 * (packages/cli/bin/deadeye.cjs) writes the CLI bundle's cache on this event when it has one to
 * write, rather than at exit.
 */
export const V8_FLAGS_EVENT = 'deadeye:v8-flags';
