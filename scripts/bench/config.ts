/** What every part of `npm run bench` shares: the executable it runs, its ports and its account. */
import { join } from "node:path";

export const root = join(import.meta.dir, "../..");
const binaryFlag = process.argv.indexOf("--binary");
/** `--binary PATH` benches another executable (to compare two builds back to back). */
export const binary = binaryFlag > 0 ? (process.argv[binaryFlag + 1] ?? "") : join(root, "dist/parksite");
export const PORT = Number(process.env.BENCH_PORT ?? 4390);
export const STATIC_PORT = PORT + 1;
export const base = `http://127.0.0.1:${PORT}`;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const STAFF = { email: "bench@example.com", password: "lanterna-cortile-ottobre-1987" };
const onlyFlag = process.argv.indexOf("--only");
/** `--only NAME` runs one part of the bench alone (`memory`: the memory after a load and its quiet). */
export const only = onlyFlag > 0 ? (process.argv[onlyFlag + 1] ?? "") : null;
