import { type Context, Hono } from "hono";
import { z } from "zod";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { EDIT_VERSION_FIELD } from "../../shared/edit-conflict";
import { describeMenuIssue, menuConflictMessage, menuMessages, type SiteMenus, siteMenusSchema } from "../../shared/menus";
import type { MenusAnswer, MenusEditorData, MenuTargets, MenuVersion } from "../../shared/schemas/menu-answers";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../shared/languages";
import { type PageDirectory, menuTargets, missingTargets } from "./menu-targets";
import {
  discardMenusDraft,
  menuNotes,
  menusEditor,
  menuVersion,
  menuVersionList,
  previewMenus,
  publishedMenus,
  publishMenus,
  restoreOriginalMenus,
  saveMenusDraft,
  staleMenus,
} from "./menus.service";

const who = (c: Context<AppEnv>) => c.var.user?.email ?? "";

/** `?lingua=`: which language's menus a request reads or writes (none: the Italian ones, as the spec's API). */
const MENU_LANGUAGE_PARAM = "lingua";

function languageOf(c: Context<AppEnv>): LanguageCode {
  const value = c.req.query(MENU_LANGUAGE_PARAM);
  if (value === undefined || value === "") return DEFAULT_LANGUAGE;
  if (!isLanguageCode(value)) throw new HttpError(400, menuMessages.unknownLanguage);
  return value;
}

/** What the activity log records of a write to another language's menus. */
const languageDetails = (language: LanguageCode) => (language === DEFAULT_LANGUAGE ? {} : { details: { language } });

/** The site's pages as the menus see them: the built-in ones with their titles, and those staff created. */
function pageDirectory(c: Context<AppEnv>): PageDirectory {
  const pages = c.var.ctx.pages;
  return {
    builtIn: async () =>
      (await pages.list()).filter((page) => page.path.startsWith("/")).map(({ path, title }) => ({ path, title })),
    created: () =>
      pages.created.list().map((page) => ({ path: page.path, title: page.title, live: page.status === "pubblicata" })),
  };
}

/**
 * The menus in the body, checked by their schema (the message says which menu and which item is
 * wrong) and against the site: every page, article and tag they point to must exist.
 */
async function readMenus(c: Context<AppEnv>, options: { live: boolean }): Promise<SiteMenus> {
  const body = await readJson(c, z.unknown());
  const parsed = siteMenusSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, issue ? describeMenuIssue(body, issue) : menuMessages.invalid);
  }
  const missing = missingTargets(c.var.ctx.db, pageDirectory(c), parsed.data, options);
  if (missing.length > 0) throw new HttpError(400, missing.join("; "));
  return parsed.data;
}

/**
 * A save sent with `?version=` made on an older version of the menus than the stored one: 409 with
 * who saved since and when. A save without it (an API client) is not checked.
 */
function refuseStaleSave(c: Context<AppEnv>, language: LanguageCode): void {
  const version = c.req.query(EDIT_VERSION_FIELD);
  if (version === undefined) return;
  const stale = staleMenus(c.var.ctx.db, version, language);
  if (stale) throw new HttpError(409, menuConflictMessage(stale.by, stale.at));
}

function versionIdOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, menuMessages.versionNotFound);
  return id;
}

/** Every publication drops the cached public pages and the kept header and footer: each of them shows the menus. */
function published(c: Context<AppEnv>, language: LanguageCode) {
  c.var.ctx.changes.announce("menus");
  return c.json<MenusEditorData>(menusEditor(c.var.ctx.db, language));
}

/**
 * /api/menus: the header and footer menus, the Italian ones or, with `?lingua=en`, another
 * language's (each with its own draft, publication and history). Visitors read the published ones
 * (null while the built-in ones are served); whoever edits the pages prepares a draft, previews it,
 * publishes it, and restores an earlier version or the original menus.
 */
export function menusRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => c.json<MenusAnswer>({ menus: publishedMenus(c.var.ctx.db, languageOf(c)) }))
    .get("/draft", requireRole("pages"), (c) => c.json<MenusAnswer>({ menus: previewMenus(c.var.ctx.db, languageOf(c)) }))
    .get("/editor", requireRole("pages"), (c) => c.json<MenusEditorData>(menusEditor(c.var.ctx.db, languageOf(c))))
    .get("/targets", requireRole("pages"), async (c) => c.json<MenuTargets>(await menuTargets(c.var.ctx.db, pageDirectory(c))))
    .put("/draft", requireRole("pages"), async (c) => {
      const language = languageOf(c);
      const menus = await readMenus(c, { live: false });
      refuseStaleSave(c, language);
      saveMenusDraft(c.var.ctx.db, menus, who(c), language);
      recordAudit(c, { event: "menu.draft_saved", target: "menu", ...languageDetails(language) });
      return c.json<MenusEditorData>(menusEditor(c.var.ctx.db, language));
    })
    .delete("/draft", requireRole("pages"), (c) => {
      const language = languageOf(c);
      if (!discardMenusDraft(c.var.ctx.db, who(c), language)) throw new HttpError(404, "Non c'è nessuna bozza dei menu");
      recordAudit(c, { event: "menu.draft_discarded", target: "menu", ...languageDetails(language) });
      return c.json<MenusEditorData>(menusEditor(c.var.ctx.db, language));
    })
    .post("/publish", requireRole("pages"), async (c) => {
      const language = languageOf(c);
      const menus = await readMenus(c, { live: true });
      refuseStaleSave(c, language);
      publishMenus(c.var.ctx.db, menus, who(c), menuNotes.edit, language);
      recordAudit(c, { event: "menu.published", target: "menu", ...languageDetails(language) });
      return published(c, language);
    })
    .post("/restore-original", requireRole("pages"), (c) => {
      const language = languageOf(c);
      restoreOriginalMenus(c.var.ctx.db, who(c), language);
      recordAudit(c, { event: "menu.reset", target: "menu", ...languageDetails(language) });
      return published(c, language);
    })
    .get("/versions", requireRole("pages"), (c) => c.json<MenuVersion[]>(menuVersionList(c.var.ctx.db, languageOf(c))))
    .post("/versions/:id/restore", requireRole("pages"), (c) => {
      const language = languageOf(c);
      const id = versionIdOf(c);
      const menus = menuVersion(c.var.ctx.db, id, language);
      if (!menus) throw new HttpError(404, menuMessages.versionNotFound);
      publishMenus(c.var.ctx.db, menus, who(c), menuNotes.restoredVersion(id), language);
      recordAudit(c, {
        event: "menu.published",
        target: "menu",
        details: { restoredVersion: id, ...(language === DEFAULT_LANGUAGE ? {} : { language }) },
      });
      return published(c, language);
    });
}
