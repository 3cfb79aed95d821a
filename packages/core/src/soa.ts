/**
 * The struct-of-arrays core: per-character state lives in typed-array columns, allocated once per
 * worker and reset per trial, so the trial loop allocates nothing.
 */

/** Element type of a column. */
export type ColumnKind = 'i8' | 'u8' | 'i16' | 'i32' | 'f64';

/** The typed array behind each column kind. */
export interface ColumnArrays {
  i8: Int8Array;
  u8: Uint8Array;
  i16: Int16Array;
  i32: Int32Array;
  f64: Float64Array;
}

/** A schema: column name -> element type, e.g. `{ wounds: 'i32', status: 'u8' }`. */
export type ColumnSchema = Readonly<Record<string, ColumnKind>>;

/** The columns of a schema: one typed array per column, each `capacity` long. */
export type Columns<S extends ColumnSchema> = { readonly [K in keyof S]: ColumnArrays[S[K]] };

/** A table of character columns plus its size. */
export interface ColumnTable<S extends ColumnSchema> {
  /** Number of rows (characters) every column holds. */
  readonly capacity: number;
  readonly columns: Columns<S>;
  /** Zeroes every column (no allocation). */
  clear(): void;
}

const CONSTRUCTORS = {
  i8: Int8Array,
  u8: Uint8Array,
  i16: Int16Array,
  i32: Int32Array,
  f64: Float64Array,
} as const;

/**
 * Allocates the columns of `schema` for `capacity` characters.
 * @throws RangeError if capacity is not a positive integer.
 */
export function createColumnTable<S extends ColumnSchema>(schema: S, capacity: number): ColumnTable<S> {
  if (!(Number.isInteger(capacity) && capacity > 0)) {
    throw new RangeError(`createColumnTable: capacity must be a positive integer, got ${capacity}`);
  }
  const columns: Record<string, Int8Array | Uint8Array | Int16Array | Int32Array | Float64Array> = {};
  for (const [name, kind] of Object.entries(schema)) columns[name] = new CONSTRUCTORS[kind](capacity);
  const all = Object.values(columns);
  return {
    capacity,
    columns: columns as unknown as Columns<S>,
    clear() {
      for (const c of all) c.fill(0);
    },
  };
}
