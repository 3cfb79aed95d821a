/** seedrandom 3.0.5's `lib/xor4096.js` (the generator its main module exports as `seedrandom.xor4096`). */
declare module 'seedrandom/lib/xor4096.js' {
  import type { PRNG } from 'seedrandom';
  /** Richard Brent's xor4096 seeded from `seed` (a string or number); `int32()` gives its next 32-bit output. */
  const xor4096: (seed?: string | number) => PRNG;
  export default xor4096;
}
