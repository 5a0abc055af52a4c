/**
 * A one-page product datasheet made anew, timed one by one: the server's caches emptied before each
 * through the staff API, as after an edit. The bar for the later one-page reference sheet: 300 ms.
 */
import { loadavg } from "node:os";
import { spawn } from "bun";
import { base, binary, PORT } from "./config";
import { cpuMicros, percentile, waitFor } from "./measure";
import { clearCaches, signIn, timedPdf } from "./renders";

/** The sheet timed: Web2Park's, one A4 page. */
const SHEET = "/prodotti/web2park/scheda.pdf";
const WARM_UP = 5;
const DATASHEET_RUNS = 30;

export interface DatasheetTimes {
  runs: number;
  /** Request to last byte, as a client on this machine sees it. */
  p50Ms: number;
  p99Ms: number;
  /** What the server reports in Server-Timing (pdf;dur): laying the sheet out alone. */
  serverP50Ms: number;
  serverP99Ms: number;
  /**
   * The server's processor time per sheet (its cache emptied and the sheet made), from /proc: steadier
   * than the clock on a machine shared with other work.
   */
  cpuMsPerSheet: number;
  bytes: number;
}

export async function datasheetTimes(cookie: string, serverPid: number, runs = DATASHEET_RUNS): Promise<DatasheetTimes> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  let bytes = 0;
  let cpuAtStart = 0;
  for (let i = 0; i < WARM_UP + runs; i++) {
    await clearCaches(cookie);
    if (i === WARM_UP) cpuAtStart = cpuMicros(serverPid);
    const sheet = await timedPdf(SHEET);
    bytes = sheet.bytes.byteLength;
    if (i < WARM_UP) continue;
    times.push(sheet.elapsedMs);
    serverTimes.push(sheet.serverMs);
  }
  const cpuMsPerSheet = (cpuMicros(serverPid) - cpuAtStart) / 1000 / runs;
  times.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    cpuMsPerSheet,
    runs,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    serverP50Ms: percentile(serverTimes, 0.5),
    serverP99Ms: percentile(serverTimes, 0.99),
    bytes,
  };
}

export const describeDatasheet = (t: DatasheetTimes) =>
  `scheda prodotto PDF di una pagina (${(t.bytes / 1024).toFixed(1)} KB), generata ${t.runs} volte con la cache svuotata prima di ognuna: sul server (Server-Timing) p50 ${t.serverP50Ms.toFixed(1)} ms, p99 ${t.serverP99Ms.toFixed(1)} ms; richiesta completa p50 ${t.p50Ms.toFixed(1)} ms, p99 ${t.p99Ms.toFixed(1)} ms; tempo di processore del server ${t.cpuMsPerSheet.toFixed(1)} ms a scheda (soglia: 300 ms)`;

/** `--datasheet-only`: the datasheet row alone, on a server of its own over a fresh data folder. */
export async function datasheetOnly(dataDir: string): Promise<void> {
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await waitFor(`${base}/healthz`);
    const times = await datasheetTimes(await signIn(), server.pid);
    console.log(`load average ${loadavg()[0]?.toFixed(2)}\n${describeDatasheet(times)}`);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
  }
}
