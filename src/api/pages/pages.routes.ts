import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { readImageUpload, storeImage } from "../../images";
import { requireRole } from "../../middleware/require-role";
import type {
  DiffPart,
  EditedPagesAnswer,
  LivePageAnswer,
  PageEditorData,
  PageListItem,
  PageVersion,
  SiteTextsAnswer,
  SiteTextsEditorData,
} from "../../shared/pages/page-edits";
import { pageContentSchema } from "../../shared/pages/page-schema";
import { type ContentPagePath, isContentPagePath } from "../../shared/pages/site-links";
import { siteTextsSchema } from "../../shared/pages/site-texts";
import { diffPages } from "./page-diff";
import { pageNotes } from "./pages.service";
import { recordAudit } from "../../audit/audit-request";

const PAGES_FOLDER = "pagine";

const pageMessages = {
  notFound: "Pagina non trovata",
  versionNotFound: "Versione non trovata",
} as const;

function pathOf(c: Context<AppEnv>): ContentPagePath {
  const path = c.req.query("path") ?? "";
  if (!isContentPagePath(path)) throw new HttpError(404, pageMessages.notFound);
  return path;
}

function versionOf(c: Context<AppEnv>) {
  const id = Number(c.req.param("id"));
  const version = Number.isInteger(id) && id > 0 ? c.var.ctx.pages.version(id) : null;
  if (!version) throw new HttpError(404, pageMessages.versionNotFound);
  return version;
}

const who = (c: Context<AppEnv>) => c.var.user?.email ?? "";

/**
 * /api/pages: the published content of each marketing page for visitors (null when the built-in
 * page is served) and, for staff with the 'pages' area, drafts, publication, history and restore.
 * Every publication announces "pages", which drops the cached public pages.
 */
export function pagesRoutes() {
  return new Hono<AppEnv>()
    .get("/edited", async (c) => c.json<EditedPagesAnswer>({ paths: await c.var.ctx.pages.editedPaths() }))
    .get("/live", async (c) => c.json<LivePageAnswer>({ page: await c.var.ctx.pages.published(pathOf(c)) }))
    .get("/draft", requireRole("pages"), async (c) => c.json<LivePageAnswer>({ page: await c.var.ctx.pages.preview(pathOf(c)) }))
    .get("/", requireRole("pages"), async (c) => c.json<PageListItem[]>(await c.var.ctx.pages.list()))
    .get("/editor", requireRole("pages"), async (c) => c.json<PageEditorData>(await c.var.ctx.pages.editorData(pathOf(c))))
    .put("/draft", requireRole("pages"), async (c) => {
      const path = pathOf(c);
      const content = await readJson(c, pageContentSchema);
      await c.var.ctx.pages.saveDraft(path, content, who(c));
      return c.json<PageEditorData>(await c.var.ctx.pages.editorData(path));
    })
    .post("/publish", requireRole("pages"), async (c) => {
      const path = pathOf(c);
      const content = await readJson(c, pageContentSchema);
      await c.var.ctx.pages.publish(path, content, who(c));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.updated", target: path });
      return c.json<PageEditorData>(await c.var.ctx.pages.editorData(path));
    })
    .post("/restore-original", requireRole("pages"), async (c) => {
      const path = pathOf(c);
      await c.var.ctx.pages.restoreOriginal(path, who(c));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.reset", target: path });
      return c.json<PageEditorData>(await c.var.ctx.pages.editorData(path));
    })
    .get("/versions", requireRole("pages"), (c) => c.json<PageVersion[]>(c.var.ctx.pages.versions(pathOf(c))))
    .get("/versions/:id/diff", requireRole("pages"), async (c) => {
      const version = versionOf(c);
      // What restoring this version would change on the page visitors see now.
      const current = await c.var.ctx.pages.current(version.path);
      return c.json<{ parts: DiffPart[] }>({ parts: diffPages(current, version.content) });
    })
    .post("/versions/:id/restore", requireRole("pages"), async (c) => {
      const version = versionOf(c);
      const id = Number(c.req.param("id"));
      await c.var.ctx.pages.publish(version.path, version.content, who(c), pageNotes.restoredVersion(id));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.updated", target: version.path, details: { restoredVersion: id } });
      return c.json<PageEditorData>(await c.var.ctx.pages.editorData(version.path));
    })
    .get("/site-texts", async (c) => c.json<SiteTextsAnswer>({ texts: await c.var.ctx.pages.siteTexts() }))
    .get("/site-texts/editor", requireRole("pages"), async (c) =>
      c.json<SiteTextsEditorData>(await c.var.ctx.pages.siteTextsEditor()),
    )
    .post("/site-texts", requireRole("pages"), async (c) => {
      const texts = await readJson(c, siteTextsSchema);
      await c.var.ctx.pages.publishSiteTexts(texts, who(c));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.updated", target: "testi del sito" });
      return c.json<SiteTextsEditorData>(await c.var.ctx.pages.siteTextsEditor());
    })
    .post("/site-texts/restore-original", requireRole("pages"), async (c) => {
      await c.var.ctx.pages.restoreSiteTexts(who(c));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.reset", target: "testi del sito" });
      return c.json<SiteTextsEditorData>(await c.var.ctx.pages.siteTextsEditor());
    })
    .post("/upload-image", requireRole("pages"), async (c) => {
      const { bytes } = await readImageUpload(c, "image");
      const stored = await storeImage(c.var.ctx.config, bytes, PAGES_FOLDER);
      return c.json({ imageUrl: stored.url, width: stored.width, height: stored.height }, 201);
    });
}
