// Tables of the page's data written compactly by scripts/build-web.ts and read back by the page
// (src/web/page-data.ts) to the same objects, keys in the same order. Pure.

/**
 * An array of objects that all have the same keys in the same order, as the keys once and a row of
 * values per object (the page's reference data: 4,517 airports and 5,070 regions spell their keys
 * once instead of 9,587 times, a third less to parse). Any other array is kept as it is.
 */
export type Packed = { keys: string[]; rows: unknown[][] } | unknown[];

export function packTable(list: ReadonlyArray<Record<string, unknown>>): Packed {
  const keys = list.length ? Object.keys(list[0]!) : [];
  const same = list.every((o) => {
    const k = Object.keys(o);
    return k.length === keys.length && k.every((x, i) => x === keys[i]);
  });
  return same && keys.length ? { keys, rows: list.map((o) => keys.map((k) => o[k])) } : [...list];
}

export function unpackTable<T>(packed: Packed): T[] {
  if (Array.isArray(packed)) return packed as T[];
  const { keys, rows } = packed;
  return rows.map((row) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) o[keys[i]!] = row[i];
    return o as T;
  });
}
