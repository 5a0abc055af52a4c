import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { deletedBy } from "../../http/deleted-by";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { readsAsStaff, requireRole } from "../../middleware/require-role";
import { binReference } from "../../recycle-bin/recycle-bin.service";
import { linearItalyMap } from "../../references/italy-map";
import { referenceBySlug, referenceHighlights, referenceList } from "../../references/reference-reads";
import {
  createReference,
  findReference,
  findReferenceRow,
  isReferenceSlugTaken,
  listReferences,
  referenceValues,
  setReferenceStatus,
  updateReference,
} from "../../references/references.service";
import { staffDisplayName } from "../../shared/blog";
import { isLanguageCode, type LanguageCode } from "../../shared/languages";
import { referenceTranslationRoutes } from "./reference-translations.routes";
import { isGallerySection } from "../../shared/gallery-sections";
import { isReferenceProduct } from "../../shared/references/reference-fields";
import type { ReferenceAdmin, ReferenceAdminList, ReferenceEditorMap } from "../../shared/schemas/reference-answers";
import { referenceFiltersSchema, referenceInputSchema, referenceMessages } from "../../shared/schemas/references";

/** The language a public read is in (`?lingua=en`): Italian when absent; an unknown one is a 404, not a copy of the Italian. */
function languageOf(c: Context<AppEnv>): LanguageCode {
  const asked = c.req.query("lingua");
  if (asked === undefined) return "it";
  if (!isLanguageCode(asked)) throw new HttpError(404, referenceMessages.notFound);
  return asked;
}

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, referenceMessages.notFound);
  return id;
}

const editorOf = (c: Context<AppEnv>) => (c.var.user ? staffDisplayName(c.var.user) : "");

function adminAnswer(c: Context<AppEnv>, id: number): ReferenceAdmin {
  const reference = findReference(c.var.ctx.db, id);
  if (!reference) throw new HttpError(404, referenceMessages.notFound);
  return reference;
}

/** SQLite refuses a second reference with the same slug even when two saves race: still a 409. */
const isUniqueSlugError = (error: unknown) =>
  error instanceof Error &&
  /UNIQUE constraint failed: reference_projects\.slug/.test(`${error.message} ${String(error.cause ?? "")}`);

function checkSlug(c: Context<AppEnv>, slug: string, exceptId?: number) {
  if (!slug || isReferenceSlugTaken(c.var.ctx.db, slug, exceptId)) {
    throw new HttpError(409, referenceMessages.slugTaken, {}, "slug");
  }
}

function guarded<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueSlugError(error)) throw new HttpError(409, referenceMessages.slugTaken, {}, "slug");
    throw error;
  }
}

/**
 * /api/references: visitors read the published references (the list with its filters and map, a case study, the
 * highlights of a sector or product page); Editor and Amministratore write. Every write announces "references".
 */
export function referenceRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => c.json(referenceList(c.var.ctx.db, referenceFiltersSchema.parse(c.req.query()), languageOf(c))))
    .get("/highlights", (c) => {
      const settore = c.req.query("settore") ?? "";
      const prodotto = c.req.query("prodotto") ?? "";
      return c.json(
        referenceHighlights(c.var.ctx.db, {
          ...(isGallerySection(settore) ? { sector: settore } : {}),
          ...(isReferenceProduct(prodotto) ? { product: prodotto } : {}),
        }),
      );
    })
    .get("/slug/:slug", (c) => {
      // Staff read drafts too: the editor's 'Anteprima' opens the reference at its own address.
      const detail = referenceBySlug(c.var.ctx.db, c.req.param("slug"), readsAsStaff(c.var.user, "references"), languageOf(c));
      if (!detail) throw new HttpError(404, referenceMessages.notFound);
      return c.json(detail);
    })
    .route("/admin", referenceTranslationRoutes())
    .get("/admin", requireRole("references"), (c) => c.json<ReferenceAdminList>({ items: listReferences(c.var.ctx.db) }))
    .get("/admin/map", requireRole("references"), (c) => c.json<ReferenceEditorMap>(linearItalyMap()))
    .get("/admin/:id", requireRole("references"), (c) => c.json<ReferenceAdmin>(adminAnswer(c, idOf(c))))
    .post("/admin", requireRole("references"), async (c) => {
      const input = await readJson(c, referenceInputSchema);
      const user = c.var.user;
      if (!user) throw new HttpError(401, "Accesso richiesto");
      checkSlug(c, referenceValues(input).slug);
      const created = guarded(() => createReference(c.var.ctx.db, input, { id: user.id, name: editorOf(c) }));
      recordAudit(c, { event: "reference.created", target: `referenza ${created.id}`, details: { title: created.title } });
      c.var.ctx.changes.announce("references");
      return c.json<ReferenceAdmin>(adminAnswer(c, created.id), 201);
    })
    .put("/admin/:id", requireRole("references"), async (c) => {
      const id = idOf(c);
      const input = await readJson(c, referenceInputSchema);
      const before = findReferenceRow(c.var.ctx.db, id);
      if (!before) throw new HttpError(404, referenceMessages.notFound);
      checkSlug(c, referenceValues(input).slug, id);
      const saved = guarded(() => updateReference(c.var.ctx.db, before, input, editorOf(c)));
      recordAudit(c, { event: "reference.updated", target: `referenza ${id}`, details: { title: saved.title } });
      c.var.ctx.changes.announce("references");
      return c.json<ReferenceAdmin>(adminAnswer(c, id));
    })
    .post("/admin/:id/publish", requireRole("references"), (c) => {
      const id = idOf(c);
      const saved = setReferenceStatus(c.var.ctx.db, id, "published", editorOf(c));
      if (!saved) throw new HttpError(404, referenceMessages.notFound);
      recordAudit(c, { event: "reference.published", target: `referenza ${id}`, details: { title: saved.title } });
      c.var.ctx.changes.announce("references");
      return c.json<ReferenceAdmin>(adminAnswer(c, id));
    })
    .post("/admin/:id/unpublish", requireRole("references"), (c) => {
      const id = idOf(c);
      const saved = setReferenceStatus(c.var.ctx.db, id, "draft", editorOf(c));
      if (!saved) throw new HttpError(404, referenceMessages.notFound);
      recordAudit(c, { event: "reference.unpublished", target: `referenza ${id}`, details: { title: saved.title } });
      c.var.ctx.changes.announce("references");
      return c.json<ReferenceAdmin>(adminAnswer(c, id));
    })
    .delete("/admin/:id", requireRole("references"), (c) => {
      const id = idOf(c);
      // Into the bin for 30 days; a published reference's address answers 410 meanwhile.
      const reference = binReference(c.var.ctx.db, id, deletedBy(c));
      if (!reference) throw new HttpError(404, referenceMessages.notFound);
      recordAudit(c, { event: "reference.deleted", target: `referenza ${id}`, details: { title: reference.title } });
      c.var.ctx.changes.announce("references");
      return c.json({ ok: true });
    });
}
