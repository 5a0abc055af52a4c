import type { Subprocess } from "bun";
import { join } from "node:path";
import type { ChildReply } from "../system/child-work";
import type { LaidOutPdf, PdfDocumentSpec } from "./pdf-types";

/**
 * PDFs are laid out in a child process of the executable, started with the first document and
 * ended after a quiet spell: the server never loads the PDF engine (pdfkit, fontkit, the parsed
 * typefaces, about 16 MB once a sheet was made), and what laying out a dossier used goes back to
 * the system when the child exits. The server makes the document's content (it reads the
 * database and the stored pictures) and the child only lays it out, so each document comes out
 * as it did when the server made it itself. The child's environment carries its idle spell (ms).
 */
export const PDF_WORKER_ENV = "PARKSITE_PDF_WORKER";
/** The child ends after this long without a document to lay out. */
const IDLE_EXIT_MS = 20_000;
/** A document not laid out by then is given up (the 50-sheet dossier takes about a second). */
const LAYOUT_TIMEOUT_MS = 60_000;

/** Why a visitor gets no document now: the PDF process failed or did not answer in time. */
export class PdfUnavailableError extends Error {}

export interface PdfRequest {
  id: number;
  spec: PdfDocumentSpec;
}
type PdfReply = ChildReply<LaidOutPdf>;

interface Waiting {
  request: PdfRequest;
  /** A request lost with a child that ended on its own (idle, at the same moment) is sent once more. */
  retried: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve: (pdf: LaidOutPdf) => void;
  reject: (error: Error) => void;
}

interface PdfProcessOptions {
  idleExitMs?: number;
  timeoutMs?: number;
  /** What runs the child: the executable itself (in the sources, Bun on src/main.ts). */
  command?: string[];
}

/** True inside the executable built by `bun build --compile`. */
const isCompiled = () => Bun.main.startsWith("/$bunfs/");

const ownCommand = () => (isCompiled() ? [process.execPath] : [process.execPath, join(import.meta.dir, "../main.ts")]);

/** The server's side: lays out documents in the child, starting it when none runs. */
export class PdfProcess {
  private child: Subprocess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Waiting>();
  /** The child ended on purpose (a document past its time): what it held is not sent again. */
  private readonly stopped = new WeakSet<Subprocess>();
  private readonly idleExitMs: number;
  private readonly timeoutMs: number;
  private readonly command: string[];

  constructor(options: PdfProcessOptions = {}) {
    this.idleExitMs = options.idleExitMs ?? IDLE_EXIT_MS;
    this.timeoutMs = options.timeoutMs ?? LAYOUT_TIMEOUT_MS;
    this.command = options.command ?? ownCommand();
  }

  /** The child's process id while one runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  layOut(spec: PdfDocumentSpec): Promise<LaidOutPdf> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.giveUp(id), this.timeoutMs);
      const waiting: Waiting = { request: { id, spec }, retried: false, timer, resolve, reject };
      this.pending.set(id, waiting);
      this.send(waiting);
    });
  }

  private send(waiting: Waiting): void {
    try {
      this.child ??= this.start();
      // While a document is on its way the parent waits for it (a command with nothing else to do must not end first).
      this.child.ref();
      this.child.send(waiting.request);
    } catch (error) {
      this.settle(waiting.request.id)?.reject(
        new PdfUnavailableError(`processo dei PDF non avviato: ${(error as Error).message}`),
      );
    }
  }

  private start(): Subprocess {
    const proc: Subprocess = Bun.spawn(this.command, {
      env: { ...process.env, [PDF_WORKER_ENV]: String(this.idleExitMs) },
      stdio: ["ignore", "inherit", "inherit"],
      serialization: "advanced",
      ipc: (reply: PdfReply) => {
        const waiting = this.settle(reply.id);
        if (!waiting) return;
        if (reply.ok) waiting.resolve(reply.value);
        else waiting.reject(new Error(reply.message));
      },
      onExit: (_, exitCode): void => this.ended(proc, exitCode),
    });
    proc.unref();
    return proc;
  }

  /** The waiting request `id`, taken off the list (undefined when it was settled already). */
  private settle(id: number): Waiting | undefined {
    const waiting = this.pending.get(id);
    if (!waiting) return undefined;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if (this.pending.size === 0) this.child?.unref();
    return waiting;
  }

  /** A document past its time: the child is taken to be stuck and ended, and every request it held fails. */
  private giveUp(id: number): void {
    if (!this.pending.has(id)) return;
    const child = this.child;
    if (child) {
      this.stopped.add(child);
      child.kill("SIGKILL");
    } else {
      this.settle(id)?.reject(new PdfUnavailableError("processo dei PDF assente"));
    }
  }

  private ended(proc: Subprocess, exitCode: number | null): void {
    if (this.child === proc) this.child = null;
    const onPurpose = this.stopped.has(proc);
    for (const waiting of [...this.pending.values()]) {
      if (!onPurpose && !waiting.retried && exitCode === 0) {
        waiting.retried = true;
        this.send(waiting);
        continue;
      }
      this.settle(waiting.request.id)?.reject(
        new PdfUnavailableError(onPurpose ? "il PDF non è stato composto in tempo" : "il processo dei PDF si è chiuso"),
      );
    }
  }
}

/** The server's PDF process. */
export const pdfProcess = new PdfProcess();

/** Lays out a document in the PDF process and returns its bytes. */
export async function renderPdfApart(spec: PdfDocumentSpec): Promise<Uint8Array<ArrayBuffer>> {
  return (await pdfProcess.layOut(spec)).bytes;
}
