import { layOutPdf } from "./pdf/pdf-document";
import type { PdfRequest } from "./pdf/pdf-process";
import { serveParentRequests } from "./system/child-work";

/**
 * The PDF process: a child of the server started with the same executable, which runs only this
 * part of it (src/main.ts loads it by path), never the server's code. It lays out the documents
 * the server sends, one after the other, and ends after `idleExitMs` without one, or with the server.
 */
export function startPdfWorker(idleExitMs: number): void {
  serveParentRequests((request: PdfRequest) => layOutPdf(request.spec), idleExitMs);
}
