import { Hono } from "hono";
import { editingRoutes } from "./api/editing/editing.routes";
import { compress } from "hono/compress";
import { auditRoutes } from "./api/audit/audit.routes";
import { authRoutes } from "./api/auth/auth.routes";
import { profileRoutes } from "./api/auth/profile.routes";
import { requestId } from "hono/request-id";
import { backupRoutes } from "./api/backups/backups.routes";
import { blogAdminRoutes } from "./api/blog/blog-admin.routes";
import { blogRoutes } from "./api/blog/blog.routes";
import { cacheRoutes } from "./api/cache/cache.routes";
import { contactRoutes } from "./api/contact/contact.routes";
import { dashboardRoutes } from "./api/dashboard/dashboard.routes";
import { galleryRoutes, galleryUploadRoutes } from "./api/galleries/galleries.routes";
import { pagesRoutes } from "./api/pages/pages.routes";
import { menusRoutes } from "./api/menus/menus.routes";
import { mediaRoutes } from "./api/media/media.routes";
import { searchPageLimit } from "./api/search/search-page-limit";
import { LANGUAGES } from "./shared/languages";
import { searchRoutes } from "./api/search/search.routes";
import { binRoutes } from "./api/bin/bin.routes";
import { peopleRoutes } from "./api/people/people.routes";
import { siteRedirects } from "./api/redirects/redirect-middleware";
import { redirectRoutes } from "./api/redirects/redirects.routes";
import { referenceRoutes } from "./api/references/references.routes";
import { settingsRoutes } from "./api/settings/settings.routes";
import type { AppContext } from "./context";
import { accessLog, type Logger, requestIdHeader } from "./http/access-log";
import { publicReads } from "./ssr/public-reads";
import type { AppEnv } from "./http/app-env";
import { PRIVATE_PAGE } from "./http/cache-control";
import { requestIsSecure } from "./http/client-ip";
import { HttpError } from "./http/http-error";
import { limitBody } from "./http/read-body";
import { imageMessages, serveUpload, UPLOAD_BODY_LIMIT } from "./images";
import { handleError } from "./middleware/error-handler";
import { sameOriginWrites } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { liveSessionAnswer, loadSession } from "./api/auth/session.middleware";
import { blogPreviewView } from "./ssr/blog-preview";
import { referencePreviewView } from "./ssr/reference-preview";
import { blogRedirects } from "./ssr/blog-redirects";
import { PageCache } from "./ssr/page-cache";
import { documentFileRoutes, documentsRoutes } from "./api/documents/documents.routes";
import { documentDownloadRoutes } from "./api/documents/download.routes";
import { seoRoutes } from "./ssr/seo-routes";
import { notFoundPage, requestOrigin, ssrHandler } from "./ssr/ssr-handler";
import { consentRoutes } from "./api/statistics/consent.routes";
import { statisticsRoutes } from "./api/statistics/statistics.routes";
import { visitRoutes } from "./api/statistics/visit.routes";
import { datasheetRoutes } from "./api/datasheets/datasheets.routes";
import { referenceSheetRoutes } from "./api/references/reference-sheets.routes";
import type { BuiltAssets } from "./static/asset-manifest";
import { serveAssets } from "./static/serve-assets";

/** JSON bodies of the API are small; uploads set their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  assets: BuiltAssets;
  /** Rendered public pages; one is made (default limits) when not given. */
  pageCache?: PageCache;
  /** JSON access log (one line per request); none when absent. */
  logger?: Logger;
}

const BAD_HOST = "Richiesta non valida: l'intestazione Host non contiene un nome di host valido.";

/** The whole HTTP surface: API, uploads, embedded assets, and every page. */
export function createApp(ctx: AppContext, options: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use(requestId({ limitLength: 64 }));
  app.use(requestIdHeader());
  if (options.logger) app.use(accessLog(options.logger, ctx.config.trustProxy));

  app.use(async (c, next) => {
    // The request's address is built from its Host header: one that is no host name (or none, from
    // an HTTP/1.0 client) leaves an address nothing can read. The client's mistake, not the server's.
    if (!URL.canParse(c.req.url)) throw new HttpError(400, BAD_HOST);
    c.set("ctx", ctx);
    c.set("secure", requestIsSecure(c.req.url, c.req.header("x-forwarded-proto"), ctx.config.trustProxy));
    c.set("user", null);
    c.set("sessionId", null);
    await next();
  });
  app.use(securityHeaders());
  const pageCache = options.pageCache ?? new PageCache(ctx.changes);
  // Staff's redirect rules come before every page and its cache; a 410 shows the (cached) not-found page.
  app.use(siteRedirects(notFoundPage({ client: options.assets.client, cache: pageCache })));
  // Visitors' pages already rendered are answered before the app (cached-page-front.ts), during a restore too.
  // While a restore runs: writes answer 503, and every other request waits while the data is swapped.
  const restore = ctx.restore;
  if (restore) app.use((c, next) => restore.admit(c.req.method, next));
  app.onError(handleError);

  app.get("/healthz", (c) => {
    try {
      ctx.db.$client.query("SELECT 1").get();
      return c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
    } catch {
      return c.json({ status: "error", message: "Il database non risponde" }, 503, { "Cache-Control": "no-store" });
    }
  });

  const api = new Hono<AppEnv>();
  api.use(compress());
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_PAGE);
  });
  api.use(loadSession());
  api.use(publicReads(ctx.changes));
  api.use(sameOriginWrites());
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  // Multipart bodies carry one image (10 MB) and a few fields.
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT, imageMessages.tooLarge);
  api.use((c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "") ? uploadLimit(c, next) : jsonLimit(c, next),
  );
  api.route("/auth", authRoutes());
  api.route("/people", peopleRoutes());
  api.route("/profile", profileRoutes());
  api.route("/audit", auditRoutes());
  api.route("/settings", settingsRoutes());
  api.route("/cache", cacheRoutes());
  api.route("/dashboard", dashboardRoutes());
  // Before the blog's own routes: /api/blog/admin/… is never read as an article id.
  api.route("/blog", blogAdminRoutes());
  api.route("/blog", blogRoutes());
  api.route("/references", referenceRoutes());
  api.route("/contact", contactRoutes());
  api.route("/galleries", galleryRoutes());
  api.route("/visit", visitRoutes());
  api.route("/consent", consentRoutes());
  api.route("/statistics", statisticsRoutes());
  api.route("/pages", pagesRoutes());
  api.route("/menus", menusRoutes());
  api.route("/redirects", redirectRoutes());
  api.route("/media", mediaRoutes());
  api.route("/search", searchRoutes());
  api.route("/bin", binRoutes());
  api.route("/documents", documentsRoutes());
  api.route("/editing", editingRoutes());
  api.route("/", galleryUploadRoutes());
  // Keep last: any other /api path is a JSON 404, never a page.
  api.all("*", (c) => c.json({ message: "Risorsa non trovata" }, 404));
  // Before /api: snapshot archives are streamed, past the JSON API's compression and body limits.
  app.route("/api/backups", backupRoutes(loadSession()));
  // Before /api too: a document's file is streamed past the JSON API's body limits, its size counted on the bytes.
  app.route("/api/documents", documentFileRoutes(loadSession()));
  app.route("/api", api);

  app.on(["GET", "HEAD"], "/uploads/*", (c) => serveUpload(c.req.raw, c.var.ctx.config));
  app.route("/documenti", documentDownloadRoutes());
  app.use(serveAssets(options.assets));
  app.route("/", seoRoutes(requestOrigin));
  app.route("/", datasheetRoutes(ctx.changes, requestOrigin));
  app.route("/", referenceSheetRoutes(ctx.changes, requestOrigin));

  app.use(blogRedirects());
  // Every edition's results page, one allowance for a client across them.
  const searchPages = searchPageLimit();
  for (const language of LANGUAGES) app.use(language.searchPath, searchPages);
  app.get(
    "*",
    ssrHandler({
      client: options.assets.client,
      cache: pageCache,
      privateView: (c) => blogPreviewView(c) ?? referencePreviewView(c),
      staffSession: liveSessionAnswer,
    }),
  );
  app.all("*", (c) => c.json({ message: "Metodo non consentito" }, 405, { Allow: "GET, HEAD" }));

  return app;
}
