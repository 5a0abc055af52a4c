/** Start-up: the executable launched on an existing data folder, timed to its first answers. */
import { spawn } from "bun";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { base, binary, PORT } from "./config";
import { childrenOf, median, waitFor } from "./measure";

/** Launches of the executable on the bench's data folder, timed to the first answer. */
export const STARTUP_RUNS = 3;

/**
 * Launches the executable on an existing data folder: milliseconds from launch to the first 200 on
 * /healthz (polled every 2 ms), and to the home page requested right after it.
 */
export async function startupTimes(dataDir: string, runs: number): Promise<{ healthMs: number[]; homeMs: number[] }> {
  const healthMs: number[] = [];
  const homeMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const launched = performance.now();
    const child = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "warn"], {
      stdout: "ignore",
      stderr: "inherit",
    });
    try {
      for (;;) {
        try {
          if ((await fetch(`${base}/healthz`)).status === 200) break;
        } catch {
          // not listening yet
        }
        if (performance.now() - launched > 30_000) throw new Error("il server non risponde entro 30 s");
        await Bun.sleep(2);
      }
      healthMs.push(performance.now() - launched);
      await (await fetch(`${base}/`)).arrayBuffer();
      homeMs.push(performance.now() - launched);
    } finally {
      child.kill("SIGTERM");
      await child.exited;
    }
    await Bun.sleep(500);
  }
  return { healthMs, homeMs };
}

/** Start-up alone: the folder created by a first launch (demo gallery drawn), then timed launches. */
export async function startupOnly(dataDir: string) {
  try {
    const first = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
      stdout: "ignore",
      stderr: "inherit",
    });
    await waitFor(`${base}/healthz`);
    for (let i = 0; i < 300 && childrenOf(first.pid).length > 0; i++) await Bun.sleep(100);
    first.kill("SIGTERM");
    await first.exited;
    const { healthMs, homeMs } = await startupTimes(dataDir, STARTUP_RUNS);
    const times = (values: number[]) => values.map((v) => v.toFixed(0)).join(", ");
    console.log(
      `avvio (${STARTUP_RUNS} volte, load average ${loadavg()[0]?.toFixed(2)}): /healthz mediana ${median(healthMs).toFixed(0)} ms (${times(healthMs)}); home page mediana ${median(homeMs).toFixed(0)} ms (${times(homeMs)})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
