import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentChanges, ContentKind } from "../content-changes";
import { securityHeadersFor } from "../middleware/security-headers";
import { PdfUnavailableError } from "../pdf/pdf-process";
import type { AppEnv } from "./app-env";
import { PUBLIC_PAGE } from "./cache-control";
import { matchesEtag } from "./conditional";

/**
 * A PDF opened in the browser runs in a sandbox: no script, no form, no plugin, nothing loaded
 * from elsewhere, and no page may frame it.
 */
const PDF_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

interface MadePdf {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** How long laying it out took, told in Server-Timing to the request that had it made. */
  renderMs: number;
}

/** A document as a request gets it: kept from an earlier request, or made for this one. */
interface ShelvedPdf {
  pdf: Promise<MadePdf>;
  made: boolean;
}

/**
 * The PDFs the site makes (datasheets, reference sheets, dossiers), each made once and kept until
 * what it prints changes (`kinds`). At most `kept` of them: requests under many host names or
 * filters cannot make the shelf grow without end.
 */
export class PdfShelf {
  private readonly pdfs = new Map<string, Promise<MadePdf>>();

  constructor(
    changes: ContentChanges,
    kinds: readonly ContentKind[],
    private readonly kept: number,
  ) {
    changes.subscribe((kind) => {
      if (kind === "all" || kinds.includes(kind)) this.pdfs.clear();
    });
  }

  take(key: string, make: () => Promise<Uint8Array<ArrayBuffer>>): ShelvedPdf {
    const known = this.pdfs.get(key);
    if (known !== undefined) return { pdf: known, made: false };
    const started = performance.now();
    const pdf = make().then((bytes) => ({ bytes, etag: etagOf(bytes), renderMs: performance.now() - started }));
    if (this.pdfs.size >= this.kept) this.pdfs.clear();
    this.pdfs.set(key, pdf);
    pdf.catch(() => this.pdfs.delete(key));
    return { pdf, made: true };
  }
}

/** Told to a visitor whose document the PDF process could not make now (it failed, or took too long). */
const PDF_UNAVAILABLE = "Il documento PDF non è disponibile in questo momento. Riprova tra qualche minuto.";
/** Seconds a client is asked to wait before asking again for a document that could not be made. */
const RETRY_AFTER_S = "60";

/**
 * The answer carrying a PDF: shown in the browser's reader under `filename`, in its sandbox, cached
 * by browsers and proxies as a public page and revalidated through its ETag (304 when unchanged).
 * A 503 with its reason in Italian when the PDF process failed or did not answer in time.
 */
export async function pdfResponse(c: Context<AppEnv>, shelved: ShelvedPdf, filename: string): Promise<Response> {
  let made: MadePdf;
  try {
    made = await shelved.pdf;
  } catch (error) {
    if (!(error instanceof PdfUnavailableError)) throw error;
    console.error(`[pdf] ${filename} non composto: ${error.message}`);
    return c.json({ message: PDF_UNAVAILABLE }, 503, { "Retry-After": RETRY_AFTER_S, "Cache-Control": "no-store" });
  }
  const { bytes, etag, renderMs } = made;
  const headers = new Headers({
    ...securityHeadersFor(c.get("secure")),
    "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${filename}"`,
    "Cache-Control": PUBLIC_PAGE,
    ETag: etag,
    "Server-Timing": shelved.made ? `pdf;dur=${renderMs.toFixed(1)}` : "cache;desc=hit",
  });
  if (matchesEtag(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(c.req.method === "HEAD" ? null : bytes, { status: 200, headers });
}

const etagOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
