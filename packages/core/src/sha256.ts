/**
 * sha256 with Node's crypto loaded on first use, not when the module is: the `deadeye` command
 * loads these modules at every start, and most commands hash nothing (loading `node:crypto` took
 * 6.5 ms of a `deadeye --help` under the CPU profiler, which slows it).
 */
import type { Hash } from 'node:crypto';
import { createRequire } from 'node:module';
import { once } from './once.ts';

const crypto = once(() => createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto'));

/** A fresh sha256 hash (Node's `createHash('sha256')`): `.update(...)` it, then `.digest('hex')`. */
export function sha256Hash(): Hash {
  return crypto().createHash('sha256');
}
