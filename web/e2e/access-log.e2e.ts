import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort, stopProcess, waitForDemoGallery, waitForHealth } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");

interface AccessLine {
  req_id: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  client: string;
  msg: string;
}

/**
 * The access log is written in batches. A burst of requests, SIGTERM sent while it is under way:
 * every request the server answered, cached pages (answered before the app) and the app's answers
 * alike, has its line once the server has stopped.
 */
test("every request answered, also while the server stops on SIGTERM, has its access line with the id its response carried", async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-registro-"));
  const port = await freePort();
  const server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    // A fresh folder's demo photos are drawn first: once they are, the server stops in a moment.
    await waitForDemoGallery(base);
    const ask = (path: string) => fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
    // The home page rendered and kept, then asked for again (the cached page's front door answers).
    for (let i = 0; i < 3; i++) await (await ask("/")).arrayBuffer();

    const paths = Array.from({ length: 300 }, (_, i) =>
      i % 10 === 9 ? `/pagina-mancante-${i}` : i % 10 === 8 ? "/api/blog?published=true" : "/",
    );
    let count = 0;
    let stopping: Promise<void> | null = null;
    type Answer = { path: string; status: number; id: string } | null;
    const askOne = async (path: string): Promise<Answer> => {
      try {
        const res = await ask(path);
        await res.arrayBuffer();
        count += 1;
        if (count === 100) stopping = stopProcess(server);
        return { path, status: res.status, id: res.headers.get("x-request-id") ?? "" };
      } catch {
        // Refused once the server stopped listening.
        return null;
      }
    };
    // Ten at a time, on kept-alive connections: a few client ports, not one per request (the other
    // specs' servers look for free ports meanwhile).
    const answered: Answer[] = [];
    const lanes = Array.from({ length: 10 }, async (_, lane) => {
      for (let i = lane; i < paths.length; i += 10) answered.push(await askOne(paths[i] as string));
    });
    await Promise.all(lanes);
    await (stopping ?? stopProcess(server));
    expect(output).toContain("SIGTERM ricevuto");
    expect(output).toContain("parksite fermato.");

    const lines = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as AccessLine)
      .filter((line) => line.msg === "richiesta");
    const byId = new Map(lines.map((line) => [line.req_id, line]));
    const kept = answered.filter((a) => a !== null);
    expect(kept.length).toBeGreaterThanOrEqual(100);
    for (const { path, status, id } of kept) {
      expect(id).not.toBe("");
      expect(byId.get(id), `riga di accesso di ${path}`).toMatchObject({
        method: "GET",
        path: path.startsWith("/api/blog") ? "/api/blog?published" : path,
        status,
        client: "127.0.0.1",
      });
    }
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
