/** Reading a process's memory, waiting for a server, and the statistics of a list of timings. */
import { readFileSync } from "node:fs";

const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
export const rssMb = (pid: number) => statusMb(pid, "VmRSS");
/** Resident memory split: the process's own (anonymous) and pages of files it maps (the executable, mostly). */
export const rssSplit = (pid: number) => ({
  rssMb: rssMb(pid),
  anonMb: statusMb(pid, "RssAnon"),
  fileMb: statusMb(pid, "RssFile"),
});

/** The processor time a process has used so far, in microseconds (its threads' user and system time). */
export const cpuMicros = (pid: number) => {
  // Fields 14 and 15 of /proc/PID/stat, after the command name (which may hold spaces), in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/** The server's child processes (the image process while it works, ending when idle). */
export const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
export const childrenRssMb = (pid: number) =>
  childrenOf(pid).reduce((sum, child) => {
    try {
      return sum + rssMb(child);
    } catch {
      return sum;
    }
  }, 0);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function waitFor(url: string) {
  for (let i = 0; i < 500; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(20);
  }
  throw new Error(`${url} non risponde`);
}

/**
 * A fresh data folder's demo gallery is drawn in the background at the first start: waits for it at `at`, then for its
 * image process (a child of `pid`) to end when idle, and a second more: start-up is over, the server idle.
 */
export async function untilDemoGalleryDrawn(at: string, pid: number) {
  for (let i = 0; i < 300; i++) {
    const all = (await (await fetch(`${at}/api/galleries`)).json()) as Record<string, unknown[]>;
    if (Object.values(all).flat().length > 0) break;
    await Bun.sleep(100);
  }
  for (let i = 0; i < 300 && childrenOf(pid).length > 0; i++) await Bun.sleep(100);
  await Bun.sleep(1000);
}
