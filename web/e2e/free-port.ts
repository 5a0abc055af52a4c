import { createServer } from "node:net";

/** A TCP port nothing listens on now, for a server a spec starts of its own. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("nessuna porta"))));
    });
  });
}
