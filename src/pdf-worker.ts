import { layOutPdf } from "./pdf/pdf-document";
import type { PdfReply, PdfRequest } from "./pdf/pdf-process";

/**
 * The PDF process: a child of the server started with the same executable, which runs only this
 * part of it (src/main.ts loads it by path), never the server's code. It lays out the documents
 * the server sends, one after the other, and ends after `idleExitMs` without one, or with the server.
 */
export function startPdfWorker(idleExitMs: number): void {
  let running = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const armIdleExit = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      if (running === 0) process.exit(0);
    }, idleExitMs);
  };
  process.on("disconnect", () => process.exit(0));
  process.on("message", async (request: PdfRequest) => {
    running += 1;
    if (idle) clearTimeout(idle);
    let reply: PdfReply;
    try {
      reply = { id: request.id, ok: true, pdf: await layOutPdf(request.spec) };
    } catch (error) {
      reply = { id: request.id, ok: false, message: (error as Error).message };
    }
    running -= 1;
    process.send?.(reply);
    armIdleExit();
  });
  armIdleExit();
}
