import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import {
  createTranslation,
  findTranslation,
  isTranslationSlugTaken,
  saveTranslation,
  setTranslationStatus,
  translationAdmin,
  translationStates,
} from "../../references/reference-translation-edits";
import { findReferenceRow } from "../../references/references.service";
import { staffDisplayName } from "../../shared/blog";
import type { LanguageCode } from "../../shared/languages";
import type { ReferenceStatus } from "../../shared/references/reference-fields";
import {
  type ReferenceTranslationAdmin,
  type ReferenceTranslationStates,
  referenceTranslationInputSchema,
  referenceTranslationMessages,
  translationLanguageSchema,
} from "../../shared/references/reference-translations";
import { referenceMessages } from "../../shared/schemas/references";
import { slugify } from "../../shared/slug";

const editorOf = (c: Context<AppEnv>) => (c.var.user ? staffDisplayName(c.var.user) : "");

/** The Italian reference and the language of the address; 404 for an unknown reference, 400 for a language the site has not. */
function originalOf(c: Context<AppEnv>) {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  const original = Number.isSafeInteger(id) && id > 0 ? findReferenceRow(c.var.ctx.db, id) : null;
  if (!original) throw new HttpError(404, referenceMessages.notFound);
  const language = translationLanguageSchema.safeParse(c.req.param("language"));
  if (!language.success) throw new HttpError(400, referenceTranslationMessages.language);
  return { original, language: language.data as LanguageCode };
}

function existingOf(c: Context<AppEnv>) {
  const { original, language } = originalOf(c);
  const row = findTranslation(c.var.ctx.db, original.id, language);
  if (!row) throw new HttpError(404, referenceTranslationMessages.notFound);
  return { original, row };
}

/** SQLite refuses a second translation per language, or a slug taken in the language, even when two saves race. */
const isUnique = (error: unknown, index: string) =>
  error instanceof Error && `${error.message} ${String(error.cause ?? "")}`.includes(`UNIQUE constraint failed: ${index}`);

function changeStatus(c: Context<AppEnv>, status: ReferenceStatus) {
  const { original, row } = existingOf(c);
  const saved = setTranslationStatus(c.var.ctx.db, row, status, editorOf(c));
  recordAudit(c, {
    event: status === "published" ? "reference.translation_published" : "reference.translation_unpublished",
    target: `referenza ${original.id} (${row.language})`,
    details: { title: saved.title },
  });
  c.var.ctx.changes.announce("references");
  return c.json<ReferenceTranslationAdmin>(translationAdmin(original, saved));
}

/**
 * /api/references/admin/…/translations: a reference's version in another language, written beside the Italian by
 * the staff who edit references. Its state is its own: publishing or withdrawing it never touches the Italian.
 */
export function referenceTranslationRoutes() {
  return new Hono<AppEnv>()
    .get("/translations", requireRole("references"), (c) =>
      c.json<ReferenceTranslationStates>({ items: translationStates(c.var.ctx.db) }),
    )
    .get("/:id/translations/:language", requireRole("references"), (c) => {
      const { original, row } = existingOf(c);
      return c.json<ReferenceTranslationAdmin>(translationAdmin(original, row));
    })
    .post("/:id/translations/:language", requireRole("references"), (c) => {
      const { original, language } = originalOf(c);
      if (findTranslation(c.var.ctx.db, original.id, language)) throw new HttpError(409, referenceTranslationMessages.exists);
      let created: ReturnType<typeof createTranslation>;
      try {
        created = createTranslation(c.var.ctx.db, original, language, editorOf(c));
      } catch (error) {
        if (isUnique(error, "reference_translations.reference_id")) throw new HttpError(409, referenceTranslationMessages.exists);
        throw error;
      }
      recordAudit(c, {
        event: "reference.translation_created",
        target: `referenza ${original.id} (${language})`,
        details: { title: created.title },
      });
      return c.json<ReferenceTranslationAdmin>(translationAdmin(original, created), 201);
    })
    .put("/:id/translations/:language", requireRole("references"), async (c) => {
      const { original, row } = existingOf(c);
      const input = await readJson(c, referenceTranslationInputSchema);
      if (input.figure_labels.length !== original.figures.length) {
        throw new HttpError(400, referenceTranslationMessages.labels, {}, "figure_labels");
      }
      if (input.photo_alts.length !== original.photos.length) {
        throw new HttpError(400, referenceTranslationMessages.alts, {}, "photo_alts");
      }
      const slug = input.slug || slugify(input.title);
      if (!slug || isTranslationSlugTaken(c.var.ctx.db, row.language, slug, original.id)) {
        throw new HttpError(409, referenceTranslationMessages.slugTaken, {}, "slug");
      }
      let saved: ReturnType<typeof saveTranslation>;
      try {
        saved = saveTranslation(c.var.ctx.db, original, row, { ...input, slug }, editorOf(c));
      } catch (error) {
        if (isUnique(error, "reference_translations.language")) {
          throw new HttpError(409, referenceTranslationMessages.slugTaken, {}, "slug");
        }
        throw error;
      }
      recordAudit(c, {
        event: "reference.translation_updated",
        target: `referenza ${original.id} (${row.language})`,
        details: { title: saved.title },
      });
      c.var.ctx.changes.announce("references");
      return c.json<ReferenceTranslationAdmin>(translationAdmin(original, saved));
    })
    .post("/:id/translations/:language/publish", requireRole("references"), (c) => changeStatus(c, "published"))
    .post("/:id/translations/:language/unpublish", requireRole("references"), (c) => changeStatus(c, "draft"));
}
