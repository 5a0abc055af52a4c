import type { RouteObject } from "react-router-dom";
import type { Area } from "../../src/shared/roles";
import { contentPages } from "../content/page-index";
import { publicLayoutLoader } from "../features/pages/public-layout-loader";
import { NotFoundPage, notFoundHandle } from "./not-found-page";
import { RootLayout } from "./root-layout";
import type { RouteHandle } from "../lib/route-handle";

const adminMeta = (title: string, area?: Area): RouteHandle => ({
  clientOnly: true,
  meta: { title, description: "Area riservata allo staff.", noindex: true },
  ...(area ? { area } : {}),
});

/**
 * Every route of the site. Route ids are the module paths under web/ of their lazily loaded
 * code, which is how the server knows which chunks to preload for a page.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    children: [
      {
        // The public pages' layout and components load with them: the admin never fetches them.
        id: "app/public-layout",
        loader: publicLayoutLoader,
        lazy: async () => ({ Component: (await import("./public-layout")).PublicLayout }),
        children: [
          ...contentPages.map(
            (entry): RouteObject => ({
              id: entry.id,
              path: entry.path,
              lazy: async () => {
                const [{ contentRoute }, { page }] = await Promise.all([
                  import("../features/pages/content-page-route"),
                  entry.load(),
                ]);
                return contentRoute(page);
              },
            }),
          ),
          {
            id: "features/blog/blog-list-page",
            path: "/blog",
            lazy: async () => {
              const m = await import("../features/blog/blog-list-page");
              return { Component: m.BlogListPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/blog/blog-tag-page",
            path: "/blog/tag/:tag",
            lazy: async () => {
              const m = await import("../features/blog/blog-tag-page");
              return { Component: m.BlogTagPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/blog/blog-article-page",
            path: "/blog/:slug",
            lazy: async () => {
              const m = await import("../features/blog/blog-article-page");
              return { Component: m.BlogArticlePage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/documents/documents-page",
            path: "/documentazione",
            lazy: async () => {
              const m = await import("../features/documents/documents-page");
              return { Component: m.DocumentsPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/documents/document-page",
            path: "/documentazione/:slug",
            lazy: async () => {
              const m = await import("../features/documents/document-page");
              return { Component: m.DocumentPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/references/references-page",
            path: "/referenze",
            lazy: async () => {
              const m = await import("../features/references/references-page");
              return { Component: m.ReferencesPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/references/reference-page",
            path: "/referenze/:slug",
            lazy: async () => {
              const m = await import("../features/references/reference-page");
              return { Component: m.ReferencePage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "features/search/search-page",
            path: "/cerca",
            lazy: async () => {
              const m = await import("../features/search/search-page");
              return { Component: m.SearchPage, handle: m.handle, loader: m.loader };
            },
          },
          {
            id: "app/created-page-route",
            path: "*",
            lazy: async () => (await import("./created-page-route")).createdPageRoute,
          },
        ],
      },
      {
        id: "features/sign-in/login-page",
        path: "/admin/login",
        handle: { ...adminMeta("Accesso"), signIn: true },
        lazy: async () => ({ Component: (await import("../features/sign-in/login-page")).LoginPage }),
      },
      {
        id: "features/sign-in/setup-page",
        path: "/admin/setup",
        handle: { ...adminMeta("Configurazione iniziale"), signIn: true },
        lazy: async () => ({ Component: (await import("../features/sign-in/setup-page")).SetupPage }),
      },
      {
        id: "features/sign-in/invitation-page",
        path: "/admin/invito",
        handle: { ...adminMeta("Invito"), signIn: true },
        lazy: async () => ({ Component: (await import("../features/sign-in/invitation-page")).InvitationPage }),
      },
      {
        id: "features/admin/admin-layout",
        path: "/admin",
        handle: adminMeta("Area riservata"),
        lazy: async () => ({ Component: (await import("../features/admin/admin-layout")).AdminLayout }),
        children: [
          {
            id: "app/admin-dashboard",
            index: true,
            handle: adminMeta("Dashboard", "dashboard"),
            lazy: async () => ({ Component: (await import("./admin-dashboard")).AdminDashboard }),
          },
          {
            id: "features/blog/blog-admin-page",
            path: "blog",
            handle: adminMeta("Blog", "blog"),
            lazy: async () => ({ Component: (await import("../features/blog/blog-admin-page")).BlogAdminPage }),
          },
          {
            id: "features/blog/tags-page",
            path: "blog/tag",
            handle: adminMeta("Tag del blog", "blog"),
            lazy: async () => ({ Component: (await import("../features/blog/tags-page")).TagsPage }),
          },
          {
            id: "features/references/admin/references-admin-page",
            path: "referenze",
            handle: adminMeta("Referenze", "references"),
            lazy: async () => ({
              Component: (await import("../features/references/admin/references-admin-page")).ReferencesAdminPage,
            }),
          },
          {
            id: "features/gallery/galleries-page",
            path: "galleries",
            handle: adminMeta("Gallerie", "galleries"),
            lazy: async () => ({ Component: (await import("../features/gallery/galleries-page")).GalleriesPage }),
          },
          {
            id: "features/contact/inbox-page",
            path: "richieste",
            handle: adminMeta("Richieste di contatto", "inbox"),
            lazy: async () => ({ Component: (await import("../features/contact/inbox-page")).InboxPage }),
          },
          {
            id: "features/contact/request-page",
            path: "richieste/:id",
            handle: { ...adminMeta("Richiesta di contatto", "inbox"), ownBackLink: true },
            lazy: async () => ({ Component: (await import("../features/contact/request-page")).RequestPage }),
          },
          {
            id: "features/statistics/statistics-page",
            path: "statistiche",
            handle: adminMeta("Statistiche", "statistics"),
            lazy: async () => ({ Component: (await import("../features/statistics/statistics-page")).StatisticsPage }),
          },
          {
            id: "features/pages/pages-list-page",
            path: "pagine",
            handle: adminMeta("Pagine del sito", "pages"),
            lazy: async () => ({ Component: (await import("../features/pages/pages-list-page")).PagesListPage }),
          },
          {
            id: "features/pages/page-editor-page",
            path: "pagine/modifica",
            handle: { ...adminMeta("Modifica pagina", "pages"), ownBackLink: true },
            // Its preview draws the page's blocks, galleries and contact form included.
            lazy: async () => {
              const [{ PageEditorPage }, { SiteBlocks }] = await Promise.all([
                import("../features/pages/page-editor-page"),
                import("./site-blocks"),
              ]);
              return {
                Component: () => (
                  <SiteBlocks>
                    <PageEditorPage />
                  </SiteBlocks>
                ),
              };
            },
          },
          {
            id: "features/search/synonyms-page",
            path: "ricerca",
            handle: adminMeta("Ricerca nel sito", "search"),
            lazy: async () => ({ Component: (await import("../features/search/synonyms-page")).SynonymsPage }),
          },
          {
            id: "features/settings/settings-page",
            path: "impostazioni",
            handle: adminMeta("Impostazioni", "settings"),
            lazy: async () => ({ Component: (await import("../features/settings/settings-page")).SettingsPage }),
          },
          {
            id: "features/people/people-page",
            path: "utenti",
            handle: adminMeta("Utenti", "people"),
            lazy: async () => ({ Component: (await import("../features/people/people-page")).PeoplePage }),
          },
          {
            id: "features/profile/profile-page",
            path: "profilo",
            handle: adminMeta("Il mio profilo"),
            lazy: async () => ({ Component: (await import("../features/profile/profile-page")).ProfilePage }),
          },
          {
            id: "features/audit/audit-page",
            path: "registro",
            handle: adminMeta("Registro attività", "audit"),
            lazy: async () => ({ Component: (await import("../features/audit/audit-page")).AuditPage }),
          },
          {
            id: "features/menus/menus-page",
            path: "menu",
            handle: adminMeta("Menu del sito", "pages"),
            lazy: async () => ({ Component: (await import("../features/menus/menus-page")).MenusPage }),
          },
          {
            id: "features/redirects/redirects-page",
            path: "reindirizzamenti",
            handle: adminMeta("Reindirizzamenti", "redirects"),
            lazy: async () => ({ Component: (await import("../features/redirects/redirects-page")).RedirectsPage }),
          },
          {
            id: "features/media/media-page",
            path: "media",
            handle: adminMeta("Libreria delle immagini", "media"),
            lazy: async () => ({ Component: (await import("../features/media/media-page")).MediaPage }),
          },
          {
            id: "features/documents/documents-admin-page",
            path: "documentazione",
            handle: adminMeta("Documentazione", "documents"),
            lazy: async () => ({
              Component: (await import("../features/documents/documents-admin-page")).DocumentsAdminPage,
            }),
          },
          {
            id: "features/bin/bin-page",
            path: "cestino",
            handle: adminMeta("Cestino", "bin"),
            lazy: async () => ({ Component: (await import("../features/bin/bin-page")).BinPage }),
          },
          {
            id: "features/backups/backups-page",
            path: "backup",
            handle: adminMeta("Backup", "backups"),
            lazy: async () => ({ Component: (await import("../features/backups/backups-page")).BackupsPage }),
          },
          { id: "admin-not-found", path: "*", Component: NotFoundPage, handle: { ...notFoundHandle, clientOnly: true } },
        ],
      },
    ],
  },
];

/** Paths of every public page of the route table (the sitemap's source). */
export const publicPagePaths: string[] = [...contentPages.map((p) => p.path), "/blog", "/documentazione", "/referenze"];
