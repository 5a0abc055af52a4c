import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "@playwright/test";

/* For the specs that start a server (or a proxy) of their own. */

/** A TCP port nothing listens on now. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("nessuna porta"))));
    });
  });
}

/** Stops a process the spec started (SIGTERM) and waits until it has exited; nothing if it already has. */
export async function stopProcess(proc: ChildProcess | null): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGTERM");
  await exited;
}

/** Waits until the server at `origin` answers 200 on /healthz. */
export async function waitForHealth(origin: string, timeout = 20_000): Promise<void> {
  await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout }).toBe(200);
}

/** Waits until a fresh data folder's demo gallery is drawn (the server lists its photos). */
export async function waitForDemoGallery(origin: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () =>
        Object.values((await (await fetch(`${origin}/api/galleries`)).json()) as Record<string, unknown[]>).flat().length,
      {
        timeout,
      },
    )
    .toBeGreaterThan(0);
}
