/** One row of the throughput table: wrk against a URL, with the server's memory sampled meanwhile. */
import { spawn } from "bun";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SECONDS } from "./config";
import { cpuMicros, rssMb } from "./measure";

export interface Row {
  name: string;
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
  ratioToStatic?: number;
  /** The server's processor time per request answered, in µs (when its process was named). */
  serverCpuUsPerRequest?: number;
}

const toMs = (value: string) => {
  const m = /([\d.]+)(us|ms|s)/.exec(value);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
};

/** Lua for wrk: each request a different path suffix (a unique gclid, a new 404 path). */
export function luaUnique(prefix: string, dir: string): string {
  const file = join(dir, `${prefix.replace(/\W/g, "_")}.lua`);
  writeFileSync(
    file,
    `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "${prefix}" .. n .. "-" .. math.random(1e9))\nend\n`,
  );
  return file;
}

/**
 * Lua for wrk: each request the same path, built by the script as luaUnique builds its own: a row
 * compared with a luaUnique row costs wrk the same work, which on a shared 2-core machine is
 * taken from the server's.
 */
export function luaSame(path: string, dir: string): string {
  const file = join(dir, `same${path.replace(/\W/g, "_")}.lua`);
  writeFileSync(
    file,
    `local n = 0\nrequest = function()\n  n = n + 1\n  local r = n .. "-" .. math.random(1e9)\n  return wrk.format("GET", "${path}")\nend\n`,
  );
  return file;
}

export async function wrk(
  name: string,
  url: string,
  pid: number | null,
  script?: string,
  expect404 = false,
  headers: string[] = [],
  /** The process whose processor time per request is measured (the server answering). */
  cpuPid?: number,
): Promise<Row> {
  const before = pid ? rssMb(pid) : 0;
  const cpuBefore = cpuPid ? cpuMicros(cpuPid) : 0;
  let peak = before;
  const sampler = pid
    ? setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 100)
    : null;
  const args = [
    "wrk",
    "-t2",
    "-c50",
    `-d${SECONDS}s`,
    "--latency",
    ...headers.flatMap((header) => ["-H", header]),
    ...(script ? ["-s", script] : []),
    url,
  ];
  const proc = spawn(args, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  if (sampler) clearInterval(sampler);
  const after = pid ? rssMb(pid) : 0;
  const cpuUsed = cpuPid ? cpuMicros(cpuPid) - cpuBefore : 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0) + (expect404 ? total - non2xx : non2xx);
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    errors,
    rssBeforeMb: before,
    rssAfterMb: after,
    rssPeakMb: Math.max(peak, after),
    ...(cpuPid && total > 0 ? { serverCpuUsPerRequest: cpuUsed / total } : {}),
  };
}
