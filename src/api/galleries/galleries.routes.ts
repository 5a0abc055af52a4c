import { Hono, type Context } from "hono";
import { binGalleryImage } from "../../recycle-bin/recycle-bin.service";
import { deletedBy } from "../../http/deleted-by";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import {
  deleteStoredImage,
  describeStoredImage,
  isStoredImageUrl,
  readImageUpload,
  storeImage,
  type StoredImage,
} from "../../images";
import { requireRole } from "../../middleware/require-role";
import type { ImageText } from "../../shared/alt-text";
import type { UploadAnswer } from "../../shared/gallery";
import { isGallerySection, type GallerySection } from "../../shared/gallery-sections";
import {
  galleryImageCreateSchema,
  galleryImageUpdateSchema,
  galleryMessages,
  galleryOrderSchema,
  galleryReorderSchema,
  galleryUploadFieldsSchema,
} from "../../shared/schemas/gallery";
import { firstIssueMessage } from "../../shared/schemas/validation";
import {
  countByUrl,
  createImage,
  listAll,
  listSection,
  moveImage,
  reorderSection,
  updateImage,
  type ImageFacts,
  type TextOf,
} from "./galleries.service";

/** Uploaded gallery images live in uploads/gallery/. */
const GALLERY_FOLDER = "gallery";
const NOT_FOUND = "Immagine non trovata";
const MISSING_UPLOAD = "L'immagine caricata non è più disponibile: caricala di nuovo";

function sectionOf(value: string | undefined): GallerySection {
  if (!value || !isGallerySection(value)) throw new HttpError(400, galleryMessages.badSection);
  return value;
}

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, NOT_FOUND);
  return id;
}

/** Width, height and renditions of an image URL: read from the stored files, or unknown for an external image. */
function factsOf(c: Context<AppEnv>, url: string): ImageFacts {
  if (!isStoredImageUrl(url)) return { width: null, height: null, variants: [] };
  const stored = describeStoredImage(c.var.ctx.config.uploadsDir, url);
  if (!stored) throw new HttpError(400, MISSING_UPLOAD);
  return { width: stored.width, height: stored.height, variants: stored.variants };
}

/** Removes an image's files once no gallery row shows it any more (after the commit: a crash leaves a file, never a row without one). */
function releaseFiles(c: Context<AppEnv>, url: string) {
  if (countByUrl(c.var.ctx.db, url) === 0) deleteStoredImage(c.var.ctx.config.uploadsDir, url);
}

const textsOf =
  (c: Context<AppEnv>): TextOf =>
  (url) =>
    c.var.ctx.media.textsOf(url);

/**
 * Keeps the photo's alt text with the picture (one text wherever it is shown); when it changed and
 * the picture is shown outside the galleries too, those pages are rebuilt as well.
 */
function keepText(c: Context<AppEnv>, url: string, sent: { alt?: string | undefined; decorative?: boolean | undefined }): void {
  // Neither sent (an API client of the original site): the picture keeps the text it has.
  if (sent.alt === undefined && sent.decorative === undefined) return;
  const text: ImageText = { alt: sent.alt ?? "", decorative: sent.decorative ?? false };
  const before = c.var.ctx.media.textOf(url);
  if (before.alt === text.alt.trim() && before.decorative === text.decorative) return;
  c.var.ctx.media.setText(url, text);
  const usages = c.var.ctx.media.byUrl(url)?.usages ?? [];
  if (usages.some((usage) => usage.place !== "gallery")) c.var.ctx.changes.announce("all");
}

const uploadAnswer = (stored: StoredImage): UploadAnswer => ({
  url: stored.url,
  width: stored.width,
  height: stored.height,
  variants: stored.variants,
});

/** /api/galleries: public reads, staff writes (spec §7, decision 3). Every write announces "galleries". */
export function galleryRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => {
      const section = c.req.query("section");
      if (section !== undefined) return c.json(listSection(c.var.ctx.db, sectionOf(section), textsOf(c)));
      return c.json(listAll(c.var.ctx.db, textsOf(c)));
    })
    .get("/:section", (c) => c.json(listSection(c.var.ctx.db, sectionOf(c.req.param("section")), textsOf(c))))
    .post("/", requireRole("galleries"), async (c) => {
      const input = await readJson(c, galleryImageCreateSchema);
      const facts = factsOf(c, input.image_url);
      keepText(c, input.image_url, input);
      const created = createImage(
        c.var.ctx.db,
        { section: input.section, name: input.name, description: input.description, image_url: input.image_url, ...facts },
        textsOf(c),
      );
      c.var.ctx.changes.announce("galleries");
      recordAudit(c, {
        event: "gallery.image_added",
        target: `foto ${created.id}`,
        details: { section: input.section, name: input.name },
      });
      return c.json(created, 201);
    })
    .put("/order/:section", requireRole("galleries"), async (c) => {
      const section = sectionOf(c.req.param("section"));
      const { ids } = await readJson(c, galleryReorderSchema);
      if (!reorderSection(c.var.ctx.db, section, ids)) throw new HttpError(400, galleryMessages.badReorder);
      c.var.ctx.changes.announce("galleries");
      // One row for the whole move, however far the photos went.
      recordAudit(c, {
        event: "gallery.images_reordered",
        target: `galleria ${section}`,
        details: { section, photos: ids.length },
      });
      return c.json(listSection(c.var.ctx.db, section, textsOf(c)));
    })
    .put("/:id/order", requireRole("galleries"), async (c) => {
      const id = idOf(c);
      const { displayOrder } = await readJson(c, galleryOrderSchema);
      const result = moveImage(c.var.ctx.db, id, displayOrder, textsOf(c));
      if (result.kind === "not-found") throw new HttpError(404, NOT_FOUND);
      if (result.kind === "out-of-range") throw new HttpError(400, galleryMessages.badOrder);
      c.var.ctx.changes.announce("galleries");
      recordAudit(c, { event: "gallery.images_reordered", target: `foto ${id}`, details: { displayOrder } });
      return c.json(result.image);
    })
    .put("/:id", requireRole("galleries"), async (c) => {
      const id = idOf(c);
      const input = await readJson(c, galleryImageUpdateSchema);
      const facts = factsOf(c, input.image_url);
      const result = updateImage(
        c.var.ctx.db,
        id,
        { name: input.name, description: input.description, image_url: input.image_url, ...facts },
        textsOf(c),
      );
      if (!result) throw new HttpError(404, NOT_FOUND);
      keepText(c, input.image_url, input);
      const text = c.var.ctx.media.textOf(input.image_url);
      result.after.alt = text.alt;
      result.after.decorative = text.decorative;
      if (result.before.image_url !== input.image_url) releaseFiles(c, result.before.image_url);
      c.var.ctx.changes.announce("galleries");
      recordAudit(c, { event: "gallery.image_changed", target: `foto ${id}`, details: { name: input.name } });
      return c.json(result.after);
    })
    .delete("/:id", requireRole("galleries"), (c) => {
      // Into the bin for 30 days: the file stays until it leaves the bin for good.
      const deleted = binGalleryImage(c.var.ctx.db, idOf(c), deletedBy(c));
      if (!deleted) throw new HttpError(404, NOT_FOUND);
      c.var.ctx.changes.announce("galleries");
      recordAudit(c, { event: "gallery.image_deleted", target: `foto ${deleted.id}`, details: { name: deleted.name } });
      return c.json({ ok: true });
    });
}

/** POST /api/upload (multipart image -> {url}) and POST /api/upload-to-gallery (image + section, name, description). */
export function galleryUploadRoutes() {
  return new Hono<AppEnv>()
    .post("/upload", requireRole("galleries"), async (c) => {
      const { bytes } = await readImageUpload(c.req.raw);
      const stored = await storeImage(c.var.ctx.config, bytes, GALLERY_FOLDER);
      return c.json(uploadAnswer(stored), 201);
    })
    .post("/upload-to-gallery", requireRole("galleries"), async (c) => {
      const { bytes, fields } = await readImageUpload(c.req.raw);
      const parsed = galleryUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      const stored = await storeImage(c.var.ctx.config, bytes, GALLERY_FOLDER);
      try {
        const { alt, decorative, ...fields } = parsed.data;
        keepText(c, stored.url, { alt, decorative });
        const created = createImage(
          c.var.ctx.db,
          { ...fields, image_url: stored.url, width: stored.width, height: stored.height, variants: stored.variants },
          textsOf(c),
        );
        c.var.ctx.changes.announce("galleries");
        recordAudit(c, {
          event: "gallery.image_added",
          target: `foto ${created.id}`,
          details: { section: parsed.data.section, name: parsed.data.name },
        });
        return c.json(created, 201);
      } catch (error) {
        deleteStoredImage(c.var.ctx.config.uploadsDir, stored.url);
        throw error;
      }
    });
}
