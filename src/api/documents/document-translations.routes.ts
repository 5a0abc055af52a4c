import { type Context, Hono } from "hono";
import { eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import {
  createDocumentTranslation,
  documentTranslationAdmin,
  documentTranslationStates,
  findDocumentTranslation,
  isDocumentTranslationSlugTaken,
  saveDocumentTranslation,
  setDocumentTranslationStatus,
} from "../../documents/document-translations";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { staffDisplayName } from "../../shared/blog";
import {
  type DocumentTranslationAdmin,
  type DocumentTranslationStates,
  documentTranslationInputSchema,
  documentTranslationMessages,
} from "../../shared/document-translations";
import { documentMessages } from "../../shared/documents";
import type { LanguageCode } from "../../shared/languages";
import { slugify } from "../../shared/slug";

const editorOf = (c: Context<AppEnv>) => (c.var.user ? staffDisplayName(c.var.user) : "");

/** The Italian document and the language of the address: 404 for an unknown document, 400 for a language the site has not. */
function originalOf(c: Context<AppEnv>) {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  const original = Number.isSafeInteger(id) ? c.var.ctx.db.select().from(documents).where(eq(documents.id, id)).get() : undefined;
  if (!original) throw new HttpError(404, documentMessages.notFound);
  const language = c.req.param("language");
  if (language !== "en") throw new HttpError(400, documentTranslationMessages.language);
  return { original, language: language as LanguageCode };
}

function existingOf(c: Context<AppEnv>) {
  const { original, language } = originalOf(c);
  const row = findDocumentTranslation(c.var.ctx.db, original.id, language);
  if (!row) throw new HttpError(404, documentTranslationMessages.notFound);
  return { original, row };
}

const isUnique = (error: unknown, index: string) =>
  error instanceof Error && `${error.message} ${String(error.cause ?? "")}`.includes(`UNIQUE constraint failed: ${index}`);

function changeStatus(c: Context<AppEnv>, status: "draft" | "published") {
  const { original, row } = existingOf(c);
  const saved = setDocumentTranslationStatus(c.var.ctx.db, row, status, editorOf(c));
  recordAudit(c, {
    event: status === "published" ? "document.translation_published" : "document.translation_unpublished",
    target: `documento ${original.id} (${row.language})`,
    details: { title: saved.title },
  });
  c.var.ctx.changes.announce("all");
  return c.json<DocumentTranslationAdmin>(documentTranslationAdmin(original, saved));
}

/**
 * /api/documents/…/translations: a document's title and page in another language, written beside the Italian by
 * the staff who keep the library. Its state is its own: publishing or withdrawing it never touches the Italian.
 */
export function documentTranslationRoutes() {
  return new Hono<AppEnv>()
    .get("/translations", requireRole("documents"), (c) =>
      c.json<DocumentTranslationStates>({ items: documentTranslationStates(c.var.ctx.db) }),
    )
    .get("/:id/translations/:language", requireRole("documents"), (c) => {
      const { original, row } = existingOf(c);
      return c.json<DocumentTranslationAdmin>(documentTranslationAdmin(original, row));
    })
    .post("/:id/translations/:language", requireRole("documents"), (c) => {
      const { original, language } = originalOf(c);
      if (findDocumentTranslation(c.var.ctx.db, original.id, language)) {
        throw new HttpError(409, documentTranslationMessages.exists);
      }
      let created: ReturnType<typeof createDocumentTranslation>;
      try {
        created = createDocumentTranslation(c.var.ctx.db, original, language, editorOf(c));
      } catch (error) {
        if (isUnique(error, "document_translations.document_id")) throw new HttpError(409, documentTranslationMessages.exists);
        throw error;
      }
      recordAudit(c, {
        event: "document.translation_created",
        target: `documento ${original.id} (${language})`,
        details: { title: created.title },
      });
      return c.json<DocumentTranslationAdmin>(documentTranslationAdmin(original, created), 201);
    })
    .put("/:id/translations/:language", requireRole("documents"), async (c) => {
      const { original, row } = existingOf(c);
      const input = await readJson(c, documentTranslationInputSchema);
      const slug = input.slug || slugify(input.title);
      if (!slug || isDocumentTranslationSlugTaken(c.var.ctx.db, row.language, slug, original.id)) {
        throw new HttpError(409, documentTranslationMessages.slugTaken, {}, "slug");
      }
      let saved: ReturnType<typeof saveDocumentTranslation>;
      try {
        saved = saveDocumentTranslation(c.var.ctx.db, original, row, { title: input.title, slug }, editorOf(c));
      } catch (error) {
        if (isUnique(error, "document_translations.language")) {
          throw new HttpError(409, documentTranslationMessages.slugTaken, {}, "slug");
        }
        throw error;
      }
      recordAudit(c, {
        event: "document.translation_updated",
        target: `documento ${original.id} (${row.language})`,
        details: { title: saved.title },
      });
      c.var.ctx.changes.announce("all");
      return c.json<DocumentTranslationAdmin>(documentTranslationAdmin(original, saved));
    })
    .post("/:id/translations/:language/publish", requireRole("documents"), (c) => changeStatus(c, "published"))
    .post("/:id/translations/:language/unpublish", requireRole("documents"), (c) => changeStatus(c, "draft"));
}
