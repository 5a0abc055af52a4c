import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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
