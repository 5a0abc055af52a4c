import { imageEngine } from "./images";
import { serveImageWork } from "./images/worker-process";

/**
 * The image process: a child of the server started with the same executable, which runs only
 * this part of it (src/main.ts loads it by path), never the server's code.
 */
export function startImageWorker(dataDir: string): void {
  serveImageWork(imageEngine(dataDir));
}
