import type { Db } from "./client";

/**
 * What `make` builds for a database (prepared statements, mostly), built at its first use and kept
 * as long as that database is: a restore opens another one, which gets its own.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let known = made.get(db);
    if (known === undefined) {
      known = make(db);
      made.set(db, known);
    }
    return known;
  };
}
