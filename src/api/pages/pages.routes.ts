import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { readImageUpload, storeImage } from "../../images";
import { requireRole } from "../../middleware/require-role";
import { referenceLinkProblems } from "../../references/reference-links";
import type { EditableKey } from "../../shared/pages/page-edits";
import type {
  VersionDiff,
  EditedPagesAnswer,
  LivePageAnswer,
  PageEditorData,
  PageListItem,
  PageVersion,
  SiteTextsAnswer,
  SiteTextsEditorData,
} from "../../shared/schemas/page-answers";
import {
  newPageMessages,
  newPageSchema,
  type PageDeletion,
  pageDeletionSchema,
  pageScheduleSchema,
} from "../../shared/pages/new-pages";
import type { CreatedPageItem } from "../../shared/schemas/page-answers";
import { isContentPagePath } from "../../shared/pages/site-links";
import type { BlogImageAnswer } from "../../shared/schemas/post-answers";
import { type RedirectInput, redirectInputSchema } from "../../shared/schemas/redirects";
import { EDIT_VERSION_FIELD, type EditConflictAnswer, editConflictMessage } from "../../shared/edit-conflict";
import { entrySchema } from "./editable-entries";
import { newPageTranslationSchema } from "../../shared/pages/page-translations";
import { languageOfPath } from "../../shared/languages";
import {
  createPageTranslation,
  editorAnswer,
  moveTranslation,
  recordIfTranslation,
  translationsOf,
  withEnglish,
} from "./page-translations";
import { isLiveSiteLink, pageLinkProblems } from "./page-links";
import { pageNotes } from "./pages.service";

const PAGES_FOLDER = "pagine";

const pageMessages = {
  notFound: "Pagina non trovata",
  versionNotFound: "Versione non trovata",
} as const;

/** `?path=`: a built-in page's path, or the address of a page staff created and published. */
function pathOf(c: Context<AppEnv>): string {
  const path = c.req.query("path") ?? "";
  const { pages } = c.var.ctx;
  if (!isContentPagePath(path) && !pages.isBuiltInTranslation(path) && !pages.created.isLive(path))
    throw new HttpError(404, pageMessages.notFound);
  return path;
}

/** `?path=`: a marketing page's path (built-in or created), or 'testi-sito' for the header and footer texts. */
function keyOf(c: Context<AppEnv>): EditableKey {
  const key = c.req.query("path") ?? "";
  if (!c.var.ctx.pages.isEditable(key)) throw new HttpError(404, pageMessages.notFound);
  return key;
}

/** `?path=` of a page staff created. */
function createdPathOf(c: Context<AppEnv>): string {
  const path = c.req.query("path") ?? "";
  if (!c.var.ctx.pages.created.has(path)) {
    throw new HttpError(404, c.var.ctx.pages.isEditable(path) ? newPageMessages.notCreated : pageMessages.notFound);
  }
  return path;
}

function versionIdOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, pageMessages.versionNotFound);
  return id;
}

const who = (c: Context<AppEnv>) => c.var.user?.email ?? "";

/**
 * Refuses content whose links lead to a created page that does not exist (or, to publish, is not live),
 * or whose client logos link to a reference visitors cannot read.
 */
function refuseBrokenLinks(c: Context<AppEnv>, key: EditableKey, content: unknown, live: boolean): void {
  const [problem] = pageLinkProblems(content, c.var.ctx.pages.created, { live, self: key });
  if (problem) throw new HttpError(400, problem);
  const [reference] = referenceLinkProblems(c.var.ctx.db, content);
  if (reference) throw new HttpError(422, reference);
}

type EditorAnswer = PageEditorData | SiteTextsEditorData;

/**
 * What a deleted page's translation's address becomes: moved with it to the destination's own
 * translation when it has one, else gone (a visitor is never sent from English to Italian).
 */
function translationRule(c: Context<AppEnv>, address: string, deletion: PageDeletion): RedirectInput {
  const target =
    deletion.outcome === "moved"
      ? translationsOf(c.var.ctx, deletion.target).find((t) => t.language === languageOfPath(address))?.path
      : undefined;
  return target ? { source: address, target, code: 301 } : { source: address, target: null, code: 410 };
}

/**
 * A save sent with `?version=` made on an older version of the entry than the stored one: 409
 * with who saved it since, when, and their text. A save without it (an API client) is not checked.
 */
async function refuseStaleSave(c: Context<AppEnv>, key: EditableKey): Promise<Response | null> {
  const version = c.req.query(EDIT_VERSION_FIELD);
  if (version === undefined) return null;
  const conflict = await c.var.ctx.pages.staleSave(key, version);
  if (!conflict) return null;
  return c.json<EditConflictAnswer<unknown>>(
    { message: editConflictMessage("pagina", conflict.changedBy, conflict.changedAt), conflict },
    409,
  );
}

/**
 * /api/pages: the published content of each marketing page and the header and footer texts for
 * visitors (null while the built-in ones are served) and, for staff with the 'pages' area, drafts,
 * publication, history and restore of both, under the same routes (`?path=testi-sito` for the
 * texts). Every publication announces "pages", which drops the cached public pages.
 */
export function pagesRoutes() {
  return new Hono<AppEnv>()
    .get("/edited", async (c) => c.json<EditedPagesAnswer>(await c.var.ctx.pages.editedPages()))
    .get("/live", async (c) => c.json<LivePageAnswer>({ page: await c.var.ctx.pages.published(pathOf(c)) }))
    .get("/draft", requireRole("pages"), async (c) => c.json<LivePageAnswer>({ page: await c.var.ctx.pages.preview(keyOf(c)) }))
    .get("/", requireRole("pages"), async (c) =>
      c.json<PageListItem[]>(await withEnglish(c.var.ctx, await c.var.ctx.pages.list())),
    )
    .get("/editor", requireRole("pages"), async (c) => c.json<EditorAnswer>(await editorAnswer(c.var.ctx, keyOf(c))))
    .put("/draft", requireRole("pages"), async (c) => {
      const key = keyOf(c);
      const content = await readJson(c, entrySchema(key));
      refuseBrokenLinks(c, key, content, false);
      const stale = await refuseStaleSave(c, key);
      if (stale) return stale;
      await c.var.ctx.pages.saveDraft(key, content, who(c));
      await recordIfTranslation(c.var.ctx, key);
      recordAudit(c, { event: "page.draft_saved", target: key });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, key));
    })
    .post("/publish", requireRole("pages"), async (c) => {
      const key = keyOf(c);
      const content = await readJson(c, entrySchema(key));
      refuseBrokenLinks(c, key, content, true);
      const stale = await refuseStaleSave(c, key);
      if (stale) return stale;
      await c.var.ctx.pages.publish(key, content, who(c));
      await recordIfTranslation(c.var.ctx, key);
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.updated", target: key });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, key));
    })
    .post("/restore-original", requireRole("pages"), async (c) => {
      const key = keyOf(c);
      await c.var.ctx.pages.restoreOriginal(key, who(c));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.reset", target: key });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, key));
    })
    .get("/versions", requireRole("pages"), (c) => c.json<PageVersion[]>(c.var.ctx.pages.versions(keyOf(c))))
    .get("/versions/:id/diff", requireRole("pages"), async (c) => {
      // What restoring this version would change in what visitors see now.
      const parts = await c.var.ctx.pages.versionDiff(versionIdOf(c));
      if (!parts) throw new HttpError(404, pageMessages.versionNotFound);
      return c.json<VersionDiff>({ parts });
    })
    .post("/versions/:id/restore", requireRole("pages"), async (c) => {
      const id = versionIdOf(c);
      const version = c.var.ctx.pages.version(id);
      if (!version) throw new HttpError(404, pageMessages.versionNotFound);
      await c.var.ctx.pages.publish(version.path, version.content, who(c), pageNotes.restoredVersion(id));
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.updated", target: version.path, details: { restoredVersion: id } });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, version.path));
    })
    .get("/created", requireRole("pages"), async (c) =>
      c.json<CreatedPageItem[]>(await withEnglish(c.var.ctx, c.var.ctx.pages.created.list())),
    )
    .post("/translation", requireRole("pages"), async (c) => {
      const path = c.req.query("path") ?? "";
      const { address } = await readJson(c, newPageTranslationSchema);
      await createPageTranslation(c, path, address, who(c));
      recordAudit(c, { event: "page.translated", target: path, details: { path: address } });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, address), 201);
    })
    .put("/translation/address", requireRole("pages"), async (c) => {
      const path = c.req.query("path") ?? "";
      const { address } = await readJson(c, newPageTranslationSchema);
      moveTranslation(c.var.ctx, path, address);
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.moved", target: path, details: { path: address } });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, address));
    })
    .post("/created", requireRole("pages"), async (c) => {
      const page = await readJson(c, newPageSchema);
      const pages = c.var.ctx.pages;
      if (pages.created.has(page.path)) throw new HttpError(409, newPageMessages.taken(page.path), {}, "slug");
      if (c.var.ctx.redirects.rules().bySource(page.path))
        throw new HttpError(409, newPageMessages.redirected(page.path), {}, "slug");
      const created = pages.created.create(page, who(c));
      if (!created.ok) throw new HttpError(409, created.message);
      recordAudit(c, { event: "page.created", target: page.path, details: { title: page.title, template: page.template } });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, page.path), 201);
    })
    .delete("/created", requireRole("pages"), async (c) => {
      const path = createdPathOf(c);
      const deletion = await readJson(c, pageDeletionSchema);
      const pages = c.var.ctx.pages;
      if (deletion.outcome === "moved") {
        if (deletion.target === path) throw new HttpError(400, newPageMessages.targetSelf);
        if (!isLiveSiteLink(deletion.target, pages.created)) throw new HttpError(400, newPageMessages.targetUnknown);
      }
      const rule = redirectInputSchema.safeParse(
        deletion.outcome === "gone" ? { source: path, code: 410 } : { source: path, target: deletion.target, code: 301 },
      );
      if (!rule.success) throw new HttpError(400, rule.error.issues[0]?.message ?? newPageMessages.badOutcome);
      pages.deleteCreated(path, (tx, translations) => {
        for (const input of [rule.data, ...translations.map((english) => translationRule(c, english, deletion))]) {
          const saved = c.var.ctx.redirects.save(input, { upsert: true, tx });
          if (!saved.ok) throw new HttpError(saved.status, saved.message);
        }
      });
      c.var.ctx.changes.announce("pages");
      recordAudit(c, {
        event: "page.deleted",
        target: path,
        details: {
          outcome: deletion.outcome === "gone" ? "410" : "301",
          target: deletion.outcome === "moved" ? deletion.target : null,
        },
      });
      return c.json({ ok: true });
    })
    .post("/schedule", requireRole("pages"), async (c) => {
      const key = keyOf(c);
      const { publish_at } = await readJson(c, pageScheduleSchema);
      if (!c.var.ctx.pages.schedule(key, publish_at, who(c))) throw new HttpError(409, newPageMessages.noDraft);
      // The scheduler wakes up for the new date.
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.scheduled", target: key, details: { publishAt: publish_at } });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, key));
    })
    .delete("/schedule", requireRole("pages"), async (c) => {
      const key = keyOf(c);
      if (!c.var.ctx.pages.unschedule(key)) throw new HttpError(409, newPageMessages.notScheduled);
      c.var.ctx.changes.announce("pages");
      recordAudit(c, { event: "page.schedule_cancelled", target: key });
      return c.json<EditorAnswer>(await editorAnswer(c.var.ctx, key));
    })
    .get("/site-texts", async (c) => c.json<SiteTextsAnswer>({ texts: await c.var.ctx.pages.siteTexts() }))
    .get("/site-texts/draft", requireRole("pages"), async (c) =>
      c.json<SiteTextsAnswer>({ texts: await c.var.ctx.pages.siteTextsPreview() }),
    )
    .post("/upload-image", requireRole("pages"), async (c) => {
      const { bytes } = await readImageUpload(c.req.raw, "image");
      const stored = await storeImage(c.var.ctx.config, bytes, PAGES_FOLDER);
      return c.json({ imageUrl: stored.url, width: stored.width, height: stored.height } satisfies BlogImageAnswer, 201);
    });
}
