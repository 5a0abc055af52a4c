import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createAdmin } from "../api/auth/auth.service";
import { type Area, canOpen, ROLES, type Role } from "../shared/roles";
import { createTestApp, type TestApp } from "../test-support/test-app";

/**
 * Every API route of the app and who may use it: an area (src/shared/roles.ts), "staff" (any
 * signed-in person) or "public". The list of routes is read from the app itself, so a route
 * added without a line here fails this test.
 */
const ROUTE_ACCESS: Record<string, Area | "staff" | "public" | "second-step"> = {
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/passkey/options": "public",
  "POST /api/auth/passkey": "public",
  // Only a browser that has just passed the password step (its own short-lived cookie) gets past it.
  "POST /api/auth/login/second-factor": "second-step",
  "GET /api/auth/me": "staff",
  "GET /api/auth/session": "public",
  "GET /api/auth/setup": "public",
  "POST /api/auth/setup": "public",
  "GET /api/people": "people",
  "POST /api/people": "people",
  "GET /api/people/security": "people",
  "PUT /api/people/security": "people",
  "PUT /api/people/:id/role": "people",
  "PUT /api/people/:id/active": "people",
  "POST /api/people/:id/reset": "people",
  "POST /api/people/:id/unlock": "people",
  "DELETE /api/people/:id": "people",
  "GET /api/people/invitations/:token": "public",
  "POST /api/people/invitations/lookup": "public",
  "POST /api/people/invitations": "public",
  "GET /api/profile": "staff",
  "PUT /api/profile/name": "staff",
  "PUT /api/profile/password": "staff",
  "POST /api/profile/totp": "staff",
  "POST /api/profile/totp/confirm": "staff",
  "POST /api/profile/totp/recovery-codes": "staff",
  "DELETE /api/profile/totp": "staff",
  "POST /api/profile/passkeys/options": "staff",
  "POST /api/profile/passkeys": "staff",
  "DELETE /api/profile/passkeys/:id": "staff",
  "GET /api/profile/sessions": "staff",
  "POST /api/profile/sessions/end-others": "staff",
  "DELETE /api/profile/sessions/:key": "staff",
  "GET /api/audit": "audit",
  "GET /api/audit/export": "audit",
  "GET /api/backups": "backups",
  "POST /api/backups": "backups",
  "GET /api/backups/jobs/:id": "backups",
  "PUT /api/backups/policy": "backups",
  "POST /api/backups/upload": "backups",
  "PUT /api/backups/offsite": "backups",
  "DELETE /api/backups/offsite": "backups",
  "DELETE /api/backups/restore": "backups",
  "GET /api/backups/:name/download": "backups",
  "POST /api/backups/:name/restore": "backups",
  "DELETE /api/backups/:name": "backups",
  "POST /api/backups/replaced/:name/restore": "backups",
  "DELETE /api/backups/replaced/:name": "backups",
  "GET /api/settings": "public",
  "GET /api/settings/admin": "settings",
  "PUT /api/settings": "settings",
  "GET /api/settings/texts": "public",
  "GET /api/settings/texts/admin": "settings",
  "PUT /api/settings/texts": "settings",
  "GET /api/settings/email-status": "dashboard",
  "PUT /api/settings/smtp": "settings",
  "POST /api/settings/smtp/test": "settings",
  "POST /api/cache/invalidate": "cache",
  "GET /api/dashboard": "dashboard",
  "GET /api/dashboard/attention": "dashboard",
  "PUT /api/editing/pages": "pages",
  "DELETE /api/editing/pages": "pages",
  "PUT /api/editing/posts": "blog",
  "DELETE /api/editing/posts": "blog",
  // Visitors read published posts with ?published=true; without it the list is the staff's.
  "GET /api/blog": "blog",
  "GET /api/blog/slug/:slug": "public",
  "POST /api/blog/preview": "blog",
  "POST /api/blog/upload-image": "blog",
  "GET /api/blog/:id": "blog",
  "GET /api/blog/tag/:tag": "public",
  "POST /api/blog/:id/preview-link": "blog",
  "POST /api/blog/:id/translations": "blog",
  "GET /api/blog/authors": "blog",
  "GET /api/blog/:id/revisions": "blog",
  "GET /api/blog/:id/revisions/:rev": "blog",
  "POST /api/blog/:id/revisions/:rev/restore": "blog",
  "PUT /api/blog/:id/autosave": "blog",
  "DELETE /api/blog/:id/autosave": "blog",
  "GET /api/blog/:id/autosave": "blog",
  // The visit beacon and the cookie banner's record are public writes, like the contact form.
  "POST /api/visit": "public",
  "POST /api/consent": "public",
  "GET /api/statistics": "statistics",
  "GET /api/statistics/export": "statistics",
  // What visitors' pages read: the published edits and the site texts.
  "GET /api/pages/edited": "public",
  "GET /api/pages/live": "public",
  "GET /api/pages/site-texts": "public",
  "GET /api/pages/draft": "pages",
  "GET /api/pages": "pages",
  "GET /api/pages/editor": "pages",
  "PUT /api/pages/draft": "pages",
  "POST /api/pages/publish": "pages",
  "POST /api/pages/restore-original": "pages",
  "GET /api/pages/versions": "pages",
  "GET /api/pages/versions/:id/diff": "pages",
  "POST /api/pages/versions/:id/restore": "pages",
  "GET /api/pages/site-texts/draft": "pages",
  "POST /api/pages/upload-image": "pages",
  // Pages staff create, delete (with what their address becomes) and schedule: the 'pages' area.
  "GET /api/pages/created": "pages",
  "POST /api/pages/created": "pages",
  "DELETE /api/pages/created": "pages",
  "POST /api/pages/translation": "pages",
  "PUT /api/pages/translation/address": "pages",
  "POST /api/pages/schedule": "pages",
  "DELETE /api/pages/schedule": "pages",
  // The header and footer menus: visitors' pages read the published ones; whoever edits the pages edits them.
  "GET /api/menus": "public",
  "GET /api/menus/draft": "pages",
  "GET /api/menus/editor": "pages",
  "GET /api/menus/targets": "pages",
  "PUT /api/menus/draft": "pages",
  "DELETE /api/menus/draft": "pages",
  "POST /api/menus/publish": "pages",
  "POST /api/menus/restore-original": "pages",
  "GET /api/menus/versions": "pages",
  "POST /api/menus/versions/:id/restore": "pages",
  "GET /api/redirects": "redirects",
  "GET /api/redirects/export": "redirects",
  "GET /api/redirects/test": "redirects",
  "GET /api/redirects/not-found": "redirects",
  "POST /api/redirects/import": "redirects",
  "POST /api/redirects": "redirects",
  "PUT /api/redirects/:id": "redirects",
  "DELETE /api/redirects/:id": "redirects",
  "GET /api/media": "media",
  "POST /api/media": "media",
  "GET /api/media/:id": "media",
  "PUT /api/media/:id": "media",
  "DELETE /api/media/:id": "media",
  "GET /api/references": "public",
  "GET /api/references/highlights": "public",
  "GET /api/references/slug/:slug": "public",
  "GET /api/references/admin": "references",
  "GET /api/references/admin/map": "references",
  "GET /api/references/admin/:id": "references",
  "POST /api/references/admin": "references",
  "PUT /api/references/admin/:id": "references",
  "POST /api/references/admin/:id/publish": "references",
  "POST /api/references/admin/:id/unpublish": "references",
  "DELETE /api/references/admin/:id": "references",
  "GET /api/references/admin/translations": "references",
  "GET /api/references/admin/:id/translations/:language": "references",
  "POST /api/references/admin/:id/translations/:language": "references",
  "PUT /api/references/admin/:id/translations/:language": "references",
  "POST /api/references/admin/:id/translations/:language/publish": "references",
  "POST /api/references/admin/:id/translations/:language/unpublish": "references",
  "GET /api/blog/admin/list": "blog",
  "POST /api/blog/admin/bulk": "blog",
  "GET /api/blog/admin/tags": "blog",
  "POST /api/blog/admin/tags/merge": "blog",
  "PUT /api/blog/admin/tags/:slug": "blog",
  // The site search is public; its synonyms are edited by Editor and Amministratore, its counts read with the statistics.
  "GET /api/search": "public",
  "GET /api/search/suggestions": "public",
  "GET /api/search/statistics": "statistics",
  "GET /api/search/synonyms": "search",
  "POST /api/search/synonyms": "search",
  "PUT /api/search/synonyms/:id": "search",
  "DELETE /api/search/synonyms/:id": "search",
  "POST /api/blog": "blog",
  "PUT /api/blog/:id": "blog",
  "DELETE /api/blog/:id": "blog",
  "POST /api/contact": "public",
  "GET /api/contact/requests": "inbox",
  "GET /api/contact/requests/export": "inbox",
  "GET /api/contact/requests/:id{[0-9]+}": "inbox",
  "PATCH /api/contact/requests/:id{[0-9]+}": "inbox",
  "DELETE /api/contact/requests/:id{[0-9]+}": "inbox",
  "GET /api/documents/public": "public",
  "GET /api/documents/public/:slug": "public",
  "GET /api/documents": "documents",
  "GET /api/documents/statistics": "statistics",
  "POST /api/documents": "documents",
  "GET /api/documents/:id": "documents",
  "PUT /api/documents/:id": "documents",
  "PUT /api/documents/:id/status": "documents",
  "GET /api/documents/translations": "documents",
  "GET /api/documents/:id/translations/:language": "documents",
  "POST /api/documents/:id/translations/:language": "documents",
  "PUT /api/documents/:id/translations/:language": "documents",
  "POST /api/documents/:id/translations/:language/publish": "documents",
  "POST /api/documents/:id/translations/:language/unpublish": "documents",
  "DELETE /api/documents/:id": "documents",
  "GET /api/documents/:id/versions/:fileId/file": "documents",
  "PUT /api/documents/:id/file": "documents",
  "GET /api/bin": "bin",
  "POST /api/bin/:id/restore": "bin",
  "DELETE /api/bin/:id": "bin-empty",
  "DELETE /api/bin": "bin-empty",
  "POST /api/contact/requests/:id{[0-9]+}/retry-email": "inbox",
  "POST /api/contact/requests/:id{[0-9]+}/not-spam": "inbox",
  "GET /api/contact/requests/assignees": "inbox",
  "GET /api/contact/requests/:id{[0-9]+}/follow-up": "inbox",
  "POST /api/contact/requests/:id{[0-9]+}/notes": "inbox",
  "PUT /api/contact/requests/:id{[0-9]+}/assignee": "inbox",
  "GET /api/galleries": "public",
  "GET /api/galleries/:section": "public",
  "POST /api/galleries": "galleries",
  "PUT /api/galleries/order/:section": "galleries",
  "PUT /api/galleries/:id/order": "galleries",
  "PUT /api/galleries/:id": "galleries",
  "DELETE /api/galleries/:id": "galleries",
  "POST /api/upload": "galleries",
  "POST /api/upload-to-gallery": "galleries",
};

/** A concrete address for a route pattern: ids that do not exist, so no write lands. */
const concrete = (path: string) =>
  path
    .replace(/:id(\{[^}]*\})?/g, "987654")
    .replace(/:section/g, "aeroporti")
    .replace(/:slug/g, "non-esiste")
    .replace(/:token/g, "token-inesistente")
    .replace(/:[a-zA-Z]+(\{[^}]*\})?/g, "987654");

let t: TestApp;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = createTestApp();
  await t.ready;
  for (const role of ROLES) {
    const email = `matrice-${role}@example.com`;
    await createAdmin(t.db, email, "una-password-sicura", role);
    cookies[role] = await t.login(email, "una-password-sicura");
  }
}, 60_000);
afterAll(() => t.cleanup());

function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen];
}

describe("role matrix", () => {
  test("every API route of the app has its line in the table, and every line is a route", () => {
    const routes = apiRoutes();
    expect(routes.filter((r) => !(r in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, pattern] = route.split(" ") as [string, string];
    const send = (cookie?: string) =>
      t.request(concrete(pattern), { method, ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : { json: {} }) });

    test(`${route}: anonymous ${access === "public" ? "passes" : "401"}, roles as the table says (${access})`, async () => {
      const anonymous = await send();
      if (access === "second-step") {
        for (const res of [anonymous, ...(await Promise.all(ROLES.map((role) => send(cookies[role]))))]) {
          expect(res.status).toBe(401);
          expect((await res.json()).message).toBe("La verifica è scaduta: inserisci di nuovo email e password");
        }
        return;
      }
      if (access === "public") {
        expect([401, 403]).not.toContain(anonymous.status);
        return;
      }
      expect(anonymous.status).toBe(401);
      for (const role of ROLES) {
        const res = await send(cookies[role]);
        const allowed = access === "staff" || canOpen(role, access);
        if (allowed) {
          expect({ role, status: res.status }).not.toEqual({ role, status: 403 });
          expect(res.status).not.toBe(401);
          expect(res.status).toBeLessThan(500);
        } else {
          expect({ role, status: res.status }).toEqual({ role, status: 403 });
          expect(await res.json()).toEqual({ message: "Non hai i permessi per questa operazione" });
        }
      }
    }, 30_000);
  }
});
