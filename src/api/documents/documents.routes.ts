import { type Context, Hono, type MiddlewareHandler } from "hono";
import { recordAudit } from "../../http/audit-request";
import { documentFilePath, DocumentUploadError, keepDocumentFile, receiveDocumentFile } from "../../documents/file-store";
import { sanitizeFileName } from "../../documents/file-check";
import { documentStatistics } from "../../documents/download-counts";
import {
  addVersion,
  createDocument,
  DocumentConflict,
  getDocument,
  listDocuments,
  publicDocumentBySlug,
  publishedDocuments,
  setDocumentStatus,
  updateDocument,
  versionFile,
} from "../../documents/documents.service";
import type { AppEnv } from "../../http/app-env";
import { deletedBy } from "../../http/deleted-by";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { sameOriginWrites } from "../../middleware/same-origin";
import { binDocument } from "../../recycle-bin/recycle-bin.service";
import { staffDisplayName } from "../../shared/blog";
import { documentMessages } from "../../shared/documents";
import { documentInputSchema, documentListQuerySchema, documentStatusSchema } from "../../shared/schemas/documents";
import { statisticsQuerySchema } from "../../shared/schemas/visit";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { addDays, localDay } from "../../stats/calendar";
import { attachmentHeaders } from "./download-headers";
import { documentTranslationRoutes } from "./document-translations.routes";
import { translatedDocumentBySlug, translatedDocuments } from "../../documents/document-translations";
import { isLanguageCode, type LanguageCode } from "../../shared/languages";

/** The language a public read is in (`?lingua=en`): Italian when absent; an unknown one is a 404. */
function languageOf(c: Context<AppEnv>): LanguageCode {
  const asked = c.req.query("lingua");
  if (asked === undefined) return "it";
  if (!isLanguageCode(asked)) throw new HttpError(404, documentMessages.notFound);
  return asked;
}

function idOf(c: Context<AppEnv>, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(404, documentMessages.notFound);
  return Number(raw);
}

const conflictsAsHttp = <T>(write: () => T): T => {
  try {
    return write();
  } catch (error) {
    if (error instanceof DocumentConflict) throw new HttpError(409, error.message, {}, "slug");
    throw error;
  }
};

/** /api/documents: the documents library for staff (Editor and Amministratore): list, metadata, versions, publish, bin. */
export function documentsRoutes() {
  return (
    new Hono<AppEnv>()
      // What visitors read: the published documents (of a product, of a kind) and one by its slug.
      .get("/public", (c) => {
        const query = documentListQuerySchema.parse(c.req.query());
        const language = languageOf(c);
        return c.json(
          language === "it" ? publishedDocuments(c.var.ctx.db, query) : translatedDocuments(c.var.ctx.db, language, query),
        );
      })
      .get("/public/:slug", (c) => {
        const language = languageOf(c);
        const slug = c.req.param("slug");
        const found =
          language === "it" ? publicDocumentBySlug(c.var.ctx.db, slug) : translatedDocumentBySlug(c.var.ctx.db, language, slug);
        if (!found) throw new HttpError(404, documentMessages.notFound);
        return c.json(found);
      })
      .route("/", documentTranslationRoutes())
      .get("/", requireRole("documents"), (c) => c.json(listDocuments(c.var.ctx.db)))
      .get("/statistics", requireRole("statistics"), (c) => {
        const today = localDay(new Date());
        const query = c.req.query();
        const parsed = statisticsQuerySchema.safeParse({ from: query.from ?? addDays(today, -29), to: query.to ?? today });
        if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
        return c.json(documentStatistics(c.var.ctx.db, parsed.data.from, parsed.data.to));
      })
      .post("/", requireRole("documents"), async (c) => {
        const input = await readJson(c, documentInputSchema);
        const created = conflictsAsHttp(() => createDocument(c.var.ctx.db, input));
        recordAudit(c, { event: "document.created", target: `documento ${created.id}`, details: { title: created.title } });
        return c.json(created, 201);
      })
      .get("/:id", requireRole("documents"), (c) => {
        const found = getDocument(c.var.ctx.db, idOf(c));
        if (!found) throw new HttpError(404, documentMessages.notFound);
        return c.json(found);
      })
      .put("/:id", requireRole("documents"), async (c) => {
        const id = idOf(c);
        const input = await readJson(c, documentInputSchema);
        const updated = conflictsAsHttp(() => updateDocument(c.var.ctx.db, id, input));
        if (!updated) throw new HttpError(404, documentMessages.notFound);
        recordAudit(c, {
          event: "document.updated",
          target: `documento ${id}`,
          details: { title: updated.title, slug: updated.slug, gated: updated.gated },
        });
        c.var.ctx.changes.announce("all");
        return c.json(updated);
      })
      .put("/:id/status", requireRole("documents"), async (c) => {
        const id = idOf(c);
        const { status } = await readJson(c, documentStatusSchema);
        const result = setDocumentStatus(c.var.ctx.db, id, status);
        if (result === null) throw new HttpError(404, documentMessages.notFound);
        if (result === "no-file") throw new HttpError(409, "Carica il file del documento prima di pubblicarlo");
        recordAudit(c, {
          event: status === "published" ? "document.published" : "document.unpublished",
          target: `documento ${id}`,
          details: { title: result.title },
        });
        c.var.ctx.changes.announce("all");
        return c.json(result);
      })
      .delete("/:id", requireRole("documents"), (c) => {
        const id = idOf(c);
        const binned = binDocument(c.var.ctx.db, id, deletedBy(c));
        if (!binned) throw new HttpError(404, documentMessages.notFound);
        recordAudit(c, { event: "document.deleted", target: `documento ${id}`, details: { title: binned.title } });
        c.var.ctx.changes.announce("all");
        return c.json({ ok: true });
      })
      .get("/:id/versions/:fileId/file", requireRole("documents"), (c) => {
        const file = versionFile(c.var.ctx.db, idOf(c), idOf(c, "fileId"));
        const path = file ? documentFilePath(c.var.ctx.config.uploadsDir, file.url) : null;
        if (!file || !path) throw new HttpError(404, documentMessages.versionNotFound);
        return new Response(Bun.file(path), {
          headers: attachmentHeaders(file.mime, file.original_name, file.size, "no-store"),
        });
      })
  );
}

/**
 * PUT /api/documents/:id/file: the document's new file, sent as the request body (its name in
 * X-File-Name), streamed to disk with its size counted on the bytes. Mounted before /api, past the
 * JSON API's body limits, with the session and the same-origin check of its own.
 */
export function documentFileRoutes(session: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().put("/:id/file", session, sameOriginWrites(), requireRole("documents"), async (c) => {
    const id = idOf(c);
    const { ctx } = c.var;
    if (!getDocument(ctx.db, id)) throw new HttpError(404, documentMessages.notFound);
    const body = c.req.raw.body;
    if (!body) throw new HttpError(400, documentMessages.fileMissing);
    let name = "documento";
    try {
      name = decodeURIComponent(c.req.header("x-file-name") ?? "documento").slice(0, 255);
    } catch {
      name = "documento";
    }
    let received: Awaited<ReturnType<typeof receiveDocumentFile>>;
    try {
      received = await receiveDocumentFile(ctx.config.uploadsDir, body);
    } catch (error) {
      if (error instanceof DocumentUploadError) throw new HttpError(error.status, error.message);
      throw error;
    }
    if (!received.checked.ok) throw new HttpError(415, received.checked.message);
    const { format, mime } = received.checked;
    const url = keepDocumentFile(ctx.config.uploadsDir, received, format);
    const updated = addVersion(ctx.db, id, {
      url,
      original_name: sanitizeFileName(name, format),
      format,
      mime,
      size: received.size,
      sha256: received.sha256,
      uploaded_by: c.var.user ? staffDisplayName(c.var.user) : "",
    });
    if (!updated) throw new HttpError(404, documentMessages.notFound);
    recordAudit(c, {
      event: "document.file_uploaded",
      target: `documento ${id}`,
      details: {
        title: updated.title,
        file: updated.current?.original_name ?? "",
        bytes: received.size,
        sha256: received.sha256,
      },
    });
    ctx.changes.announce("all");
    c.header("Cache-Control", "no-store");
    return c.json(updated, 201);
  });
}
