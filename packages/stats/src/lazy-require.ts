/**
 * CommonJS dependencies of this package loaded on their first call rather than at import.
 *
 * Why: the `@stdlib` tests (t-test, chi-square, binomial test, p-value adjustment) are hundreds of
 * small CommonJS files; loaded eagerly they took most of the start-up of every command (about
 * 0.4 s of a 0.7 s `deadeye --help` from the pre-built bundle, measured here with --cpu-prof),
 * although only `compare`, `ab`, `sweep`, `check` and `--vary` call them.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A function exported by the CommonJS package `id` (resolved from this package), loaded on the
 * first call of the returned function and cached.
 * @throws Error from `require` (the package missing) at that first call, not at import
 */
export function lazyFunction<F extends (...args: never[]) => unknown>(id: string): F {
  let f: F | undefined;
  return ((...args: Parameters<F>) => (f ??= require(id) as F)(...args)) as F;
}
