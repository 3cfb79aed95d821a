/**
 * A value made on first use, not when its module loads: for a table that only some commands read
 * (Shootout!'s distinct profiles and lookup keys, Quick on the Draw's blast dice), so that loading
 * a rule system, which every command that plays or describes one does, does not build it.
 */

/**
 * `make`, called once, on the first call of the function returned; every call returns its value.
 * @param make builds the value; if it throws, the next call tries again
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
