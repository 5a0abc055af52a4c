import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { readImageUpload, storeImage } from "../../images";
import { requireRole } from "../../middleware/require-role";
import { mediaListQuerySchema, mediaMessages, mediaUpdateSchema } from "../../shared/schemas/media";

/** Pictures uploaded in the library itself live in uploads/media/. */
const MEDIA_FOLDER = "media";

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(404, mediaMessages.notFound);
  return Number(raw);
}

/** /api/media: every stored picture, where it is used, its name and alt text; upload and delete. */
export function mediaRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireRole("media"), (c) => {
      const query = mediaListQuerySchema.parse(c.req.query());
      return c.json(c.var.ctx.media.list(query));
    })
    .post("/", requireRole("media"), async (c) => {
      const { bytes } = await readImageUpload(c.req.raw, "image");
      const stored = await storeImage(c.var.ctx.config, bytes, MEDIA_FOLDER);
      const item = c.var.ctx.media.byUrl(stored.url);
      if (!item) throw new HttpError(400, mediaMessages.notFound);
      recordAudit(c, { event: "media.uploaded", target: `immagine ${item.id}`, details: { url: item.url } });
      return c.json(item, 201);
    })
    .get("/:id", requireRole("media"), (c) => {
      const item = c.var.ctx.media.get(idOf(c));
      if (!item) throw new HttpError(404, mediaMessages.notFound);
      return c.json(item);
    })
    .put("/:id", requireRole("media"), async (c) => {
      const id = idOf(c);
      const input = await readJson(c, mediaUpdateSchema);
      const item = c.var.ctx.media.update(id, input);
      if (!item) throw new HttpError(404, mediaMessages.notFound);
      recordAudit(c, { event: "media.updated", target: `immagine ${id}`, details: { name: input.name, alt: input.alt } });
      // The alt text shows on public pages where the picture has none of its own.
      c.var.ctx.changes.announce("all");
      return c.json(item);
    })
    .delete("/:id", requireRole("media"), (c) => {
      const id = idOf(c);
      const result = c.var.ctx.media.remove(id);
      if (result.kind === "missing") throw new HttpError(404, mediaMessages.notFound);
      if (result.kind === "in-use") {
        return c.json({ message: mediaMessages.inUse(result.usages.map((u) => u.label)), usages: result.usages }, 409);
      }
      recordAudit(c, {
        event: "media.deleted",
        target: `immagine ${id}`,
        details: { name: result.item.name, url: result.item.url },
      });
      return c.json({ ok: true });
    });
}
