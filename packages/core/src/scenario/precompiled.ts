/**
 * The schema validators compiled ahead of time by the build (scripts/build.ts, with
 * scripts/validators.ts): ajv's standalone code of every schema on the build's list, in a bundle
 * file of their own (`validators.cjs`), keyed by the schema's JSON text. In the sources there are
 * none: {@link precompiledValidator} answers `undefined`, and the loader compiles each schema with
 * ajv on first use. The build puts a module of its own in this one's place in the commands'
 * bundle, which loads that file on the first call; so the built `deadeye` neither loads ajv nor
 * compiles a schema when it reads a file (the scenario schema's compiling was about 140 ms of a
 * `run`'s start, loading ajv about 40: docs/performance.md, "The schemas compiled by the build").
 *
 * A validator is given only for the very JSON text it was compiled from, so a schema changed since
 * the build is compiled afresh, never checked by the old code (and the launcher rebuilds when a
 * source changes anyway).
 */
import type { ValidateFunction } from 'ajv';

/**
 * The build's validator of the schema whose `JSON.stringify` text is `schemaJson`, or `undefined`
 * when it made none (always, in the sources).
 */
export const precompiledValidator: (schemaJson: string) => ValidateFunction | undefined = () => undefined;
