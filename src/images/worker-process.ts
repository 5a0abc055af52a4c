import type { Subprocess } from "bun";
import { type ChildReply, serveParentRequests } from "../system/child-work";
import type { EncodedImage, ImageEngine } from "./engine";

/**
 * Image work in a child process of the executable, started on demand and ended when idle: the
 * server never loads libvips, and every byte the decoding of a photo used goes back to the
 * system when the child exits, instead of staying in the server's malloc arenas for good.
 */
export const IMAGE_WORKER_ENV = "PARKSITE_IMAGE_WORKER";
/** The child ends after this long without work. */
const IDLE_EXIT_MS = 5_000;

type Operation = "orientedSize" | "encodeWebp" | "toJpeg" | "rasterizeSvg";
interface WorkRequest {
  id: number;
  op: Operation;
  args: unknown[];
}
type WorkReply = ChildReply<unknown>;

/** Image children alive now, and who waits for the last one to end. */
const liveChildren = new Set<Subprocess>();
let whenNoneLeft: (() => void)[] = [];

/** Resolves once no image child process runs (at once when none does). */
export function imageWorkersDone(): Promise<void> {
  if (liveChildren.size === 0) return Promise.resolve();
  return new Promise((resolve) => whenNoneLeft.push(resolve));
}

/** The parent's side: an ImageEngine whose calls run in the child. */
export function processEngine(dataDir: string): ImageEngine {
  let child: Subprocess | null = null;
  let nextId = 1;
  interface Waiting {
    request: WorkRequest;
    /** A request lost with a child that exited (idle, at the same moment) is sent once more. */
    retried: boolean;
    resolve: (v: unknown) => void;
    reject: (e: Error) => void;
  }
  const pending = new Map<number, Waiting>();
  const send = (waiting: Waiting) => {
    child ??= start();
    // While a picture is on its way the parent waits for it: a command with nothing else to do
    // (an import from the command line) must not end before the answer comes.
    child.ref();
    child.send(waiting.request);
  };

  const start = (): Subprocess => {
    const proc = Bun.spawn([process.execPath], {
      env: { ...process.env, [IMAGE_WORKER_ENV]: dataDir },
      stdio: ["ignore", "inherit", "inherit"],
      serialization: "advanced",
      ipc(message: WorkReply) {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (pending.size === 0) proc.unref();
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(new Error(message.message));
      },
      onExit() {
        if (child === proc) child = null;
        liveChildren.delete(proc);
        if (liveChildren.size === 0) {
          for (const resolve of whenNoneLeft) resolve();
          whenNoneLeft = [];
        }
        for (const [id, waiting] of pending) {
          if (!waiting.retried) {
            waiting.retried = true;
            send(waiting);
            continue;
          }
          pending.delete(id);
          waiting.reject(new Error("il processo delle immagini si è chiuso"));
        }
      },
    });
    proc.unref();
    liveChildren.add(proc);
    return proc;
  };

  const call = <T>(op: Operation, args: unknown[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const waiting: Waiting = { request: { id, op, args }, retried: false, resolve: resolve as (v: unknown) => void, reject };
      pending.set(id, waiting);
      send(waiting);
    });

  return {
    name: "sharp",
    orientedSize: (input) => call("orientedSize", [input]),
    encodeWebp: (input, widths) => call<EncodedImage[]>("encodeWebp", [input, widths]),
    toJpeg: (input) => call("toJpeg", [input]),
    rasterizeSvg: (svg, width) => call("rasterizeSvg", [svg, width]),
  };
}

/** The child's side: answers the parent's requests with the in-process engine, exits when idle. */
export function serveImageWork(engine: Promise<ImageEngine>): void {
  serveParentRequests(async (message: WorkRequest) => {
    const e = await engine;
    const run = e[message.op] as (...args: unknown[]) => Promise<unknown>;
    return run.apply(e, message.args);
  }, IDLE_EXIT_MS);
}
