import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router-dom";
import { blogPath } from "../../src/shared/blog";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "../../src/shared/languages";
import type { Area } from "../../src/shared/roles";
import { searchRouteId } from "../features/search/search-params";
import { contentPages } from "../content/page-index";
import { siteEdition, translatedPages } from "../content/translations";
import { editionRoutes } from "./edition-routes";
import { layoutLoader } from "./public-layout-loader";
import type { RouteHandle } from "../lib/route-handle";
import { NotFoundPage, notFoundHandle } from "./not-found-page";
import { RootLayout } from "./root-layout";

/** A public page's module: its component, its meta (`handle`) and the reads it needs before it renders (`loader`). */
function pageModule<M extends { handle: RouteHandle; loader: LoaderFunction }>(
  load: () => Promise<M>,
  component: (module: M) => ComponentType,
): RouteObject["lazy"] {
  return async () => {
    const m = await load();
    return { Component: component(m), handle: m.handle, loader: m.loader };
  };
}

/** A staff page: drawn in the browser only, under its title, for the roles that may open its area. */
interface StaffPage {
  id: string;
  /** Under /admin; none for its index, the dashboard. */
  path?: string;
  title: string;
  area?: Area;
  /** A page opened before signing in: the document loads the small sign-in script instead of the whole app. */
  signIn?: true;
  /** The page draws its own way back (the admin shell then draws none). */
  ownBackLink?: true;
  page: () => Promise<ComponentType>;
}

const adminMeta = (title: string, area?: Area): RouteHandle => ({
  clientOnly: true,
  meta: { title, description: "Area riservata allo staff.", noindex: true },
  ...(area ? { area } : {}),
});

const staffRoute = ({ id, path, title, area, signIn, ownBackLink, page }: StaffPage): RouteObject => ({
  id,
  ...(path === undefined ? { index: true } : { path }),
  handle: { ...adminMeta(title, area), ...(signIn ? { signIn } : {}), ...(ownBackLink ? { ownBackLink } : {}) },
  lazy: async () => ({ Component: await page() }),
});

/*
 * The tables the routes are made from. A route's id is the module path under web/ of its lazily loaded code: the server
 * preloads a page's chunks by it, and the executable leaves the staff pages' modules out by it
 * (scripts/build/client-only-routes.ts reads their `clientOnly`; their imports must stay in this file).
 */

/** A route of a page in another language than Italian: its id is its module's, marked with the language. */
const LANGUAGE_MARK = "@";

/** The module path under web/ of a route's code (its id, without the language an id of another language's route adds). */
export const routeModuleOf = (id: string): string => id.split(LANGUAGE_MARK)[0] ?? id;

/** The blog's pages in one language: Italian at the spec's addresses, every other language in its own blog (/en/blog). */
function blogPages(language: LanguageCode): RouteObject[] {
  const base = blogPath(language);
  const id = (module: string) => (language === DEFAULT_LANGUAGE ? module : `${module}${LANGUAGE_MARK}${language}`);
  return [
    {
      id: id("features/blog/blog-list-page"),
      path: base,
      lazy: pageModule(
        () => import("../features/blog/blog-list-page"),
        (m) => m.BlogListPage,
      ),
    },
    {
      id: id("features/blog/blog-tag-page"),
      path: `${base}/tag/:tag`,
      lazy: pageModule(
        () => import("../features/blog/blog-tag-page"),
        (m) => m.BlogTagPage,
      ),
    },
    {
      id: id("features/blog/blog-article-page"),
      path: `${base}/:slug`,
      lazy: pageModule(
        () => import("../features/blog/blog-article-page"),
        (m) => m.BlogArticlePage,
      ),
    },
  ];
}

/** The public pages with code of their own, beside the marketing pages of web/content. */
const publicPages: RouteObject[] = [
  ...LANGUAGE_CODES.flatMap(blogPages),
  {
    id: "features/documents/documents-page",
    path: "/documentazione",
    lazy: pageModule(
      () => import("../features/documents/documents-page"),
      (m) => m.DocumentsPage,
    ),
  },
  {
    id: "features/documents/document-page",
    path: "/documentazione/:slug",
    lazy: pageModule(
      () => import("../features/documents/document-page"),
      (m) => m.DocumentPage,
    ),
  },
  {
    id: "features/references/references-page",
    path: "/referenze",
    lazy: pageModule(
      () => import("../features/references/references-page"),
      (m) => m.ReferencesPage,
    ),
  },
  {
    id: "features/references/reference-page",
    path: "/referenze/:slug",
    lazy: pageModule(
      () => import("../features/references/reference-page"),
      (m) => m.ReferencePage,
    ),
  },
  // The site search's results page of each edition, at its address in the language list.
  ...LANGUAGES.map(
    (language): RouteObject => ({
      id: searchRouteId(language.code),
      path: language.searchPath,
      lazy: pageModule(
        () => import("../features/search/search-page"),
        (m) => m.SearchPage,
      ),
    }),
  ),
  {
    id: "features/documents/english-documents-page",
    path: "/en/documents",
    lazy: pageModule(
      () => import("../features/documents/english-documents-page"),
      (m) => m.EnglishDocumentsPage,
    ),
  },
  {
    id: "features/documents/english-document-page",
    path: "/en/documents/:slug",
    lazy: pageModule(
      () => import("../features/documents/english-document-page"),
      (m) => m.EnglishDocumentPage,
    ),
  },
  {
    id: "features/references/english-references-page",
    path: "/en/references",
    lazy: pageModule(
      () => import("../features/references/english-references-page"),
      (m) => m.EnglishReferencesPage,
    ),
  },
  {
    id: "features/references/english-reference-page",
    path: "/en/references/:slug",
    lazy: pageModule(
      () => import("../features/references/english-reference-page"),
      (m) => m.EnglishReferencePage,
    ),
  },
];

/** The pages opened before signing in, under /admin. */
const signInPages: StaffPage[] = [
  {
    id: "features/sign-in/login-page",
    path: "/admin/login",
    title: "Accesso",
    signIn: true,
    page: async () => (await import("../features/sign-in/login-page")).LoginPage,
  },
  {
    id: "features/sign-in/setup-page",
    path: "/admin/setup",
    title: "Configurazione iniziale",
    signIn: true,
    page: async () => (await import("../features/sign-in/setup-page")).SetupPage,
  },
  {
    id: "features/sign-in/invitation-page",
    path: "/admin/invito",
    title: "Invito",
    signIn: true,
    page: async () => (await import("../features/sign-in/invitation-page")).InvitationPage,
  },
];

/** The staff area's pages, each in the area whose roles may open it. */
const staffPages: StaffPage[] = [
  {
    id: "app/admin-dashboard",
    title: "Dashboard",
    area: "dashboard",
    page: async () => (await import("./admin-dashboard")).AdminDashboard,
  },
  {
    id: "features/blog/blog-admin-page",
    path: "blog",
    title: "Blog",
    area: "blog",
    page: async () => (await import("../features/blog/blog-admin-page")).BlogAdminPage,
  },
  {
    id: "features/blog/tags-page",
    path: "blog/tag",
    title: "Tag del blog",
    area: "blog",
    page: async () => (await import("../features/blog/tags-page")).TagsPage,
  },
  {
    id: "features/references/admin/references-admin-page",
    path: "referenze",
    title: "Referenze",
    area: "references",
    page: async () => (await import("../features/references/admin/references-admin-page")).ReferencesAdminPage,
  },
  {
    id: "features/gallery/galleries-page",
    path: "galleries",
    title: "Gallerie",
    area: "galleries",
    page: async () => (await import("../features/gallery/galleries-page")).GalleriesPage,
  },
  {
    id: "features/contact/inbox-page",
    path: "richieste",
    title: "Richieste di contatto",
    area: "inbox",
    page: async () => (await import("../features/contact/inbox-page")).InboxPage,
  },
  {
    id: "features/contact/request-page",
    path: "richieste/:id",
    title: "Richiesta di contatto",
    area: "inbox",
    ownBackLink: true,
    page: async () => (await import("../features/contact/request-page")).RequestPage,
  },
  {
    id: "features/statistics/statistics-page",
    path: "statistiche",
    title: "Statistiche",
    area: "statistics",
    page: async () => (await import("../features/statistics/statistics-page")).StatisticsPage,
  },
  {
    id: "features/pages/pages-list-page",
    path: "pagine",
    title: "Pagine del sito",
    area: "pages",
    page: async () => (await import("../features/pages/pages-list-page")).PagesListPage,
  },
  {
    id: "features/pages/page-editor-page",
    path: "pagine/modifica",
    title: "Modifica pagina",
    area: "pages",
    ownBackLink: true,
    // Its preview draws the page's blocks, galleries and contact form included.
    page: async () => {
      const [{ PageEditorPage }, { SiteBlocks }] = await Promise.all([
        import("../features/pages/page-editor-page"),
        import("./site-blocks"),
      ]);
      return () => (
        <SiteBlocks>
          <PageEditorPage />
        </SiteBlocks>
      );
    },
  },
  {
    id: "features/search/synonyms-page",
    path: "ricerca",
    title: "Ricerca nel sito",
    area: "search",
    page: async () => (await import("../features/search/synonyms-page")).SynonymsPage,
  },
  {
    id: "features/settings/settings-page",
    path: "impostazioni",
    title: "Impostazioni",
    area: "settings",
    page: async () => (await import("../features/settings/settings-page")).SettingsPage,
  },
  {
    id: "features/people/people-page",
    path: "utenti",
    title: "Utenti",
    area: "people",
    page: async () => (await import("../features/people/people-page")).PeoplePage,
  },
  {
    id: "features/profile/profile-page",
    path: "profilo",
    title: "Il mio profilo",
    page: async () => (await import("../features/profile/profile-page")).ProfilePage,
  },
  {
    id: "features/audit/audit-page",
    path: "registro",
    title: "Registro attività",
    area: "audit",
    page: async () => (await import("../features/audit/audit-page")).AuditPage,
  },
  {
    id: "features/menus/menus-page",
    path: "menu",
    title: "Menu del sito",
    area: "pages",
    page: async () => (await import("../features/menus/menus-page")).MenusPage,
  },
  {
    id: "features/redirects/redirects-page",
    path: "reindirizzamenti",
    title: "Reindirizzamenti",
    area: "redirects",
    page: async () => (await import("../features/redirects/redirects-page")).RedirectsPage,
  },
  {
    id: "features/media/media-page",
    path: "media",
    title: "Libreria delle immagini",
    area: "media",
    page: async () => (await import("../features/media/media-page")).MediaPage,
  },
  {
    id: "features/documents/documents-admin-page",
    path: "documentazione",
    title: "Documentazione",
    area: "documents",
    page: async () => (await import("../features/documents/documents-admin-page")).DocumentsAdminPage,
  },
  {
    id: "features/bin/bin-page",
    path: "cestino",
    title: "Cestino",
    area: "bin",
    page: async () => (await import("../features/bin/bin-page")).BinPage,
  },
  {
    id: "features/backups/backups-page",
    path: "backup",
    title: "Backup",
    area: "backups",
    page: async () => (await import("../features/backups/backups-page")).BackupsPage,
  },
];

/** Every route of the site. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    children: [
      {
        // The public pages' layout and components load with them: the admin never fetches them.
        id: "app/public-layout",
        loader: layoutLoader,
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
          ...editionRoutes(translatedPages, siteEdition),
          ...publicPages,
          {
            id: "app/created-page-route",
            path: "*",
            lazy: async () => (await import("./created-page-route")).createdPageRoute,
          },
        ],
      },
      ...signInPages.map(staffRoute),
      {
        id: "features/admin/admin-layout",
        path: "/admin",
        handle: adminMeta("Area riservata"),
        lazy: async () => ({ Component: (await import("../features/admin/admin-layout")).AdminLayout }),
        children: [
          ...staffPages.map(staffRoute),
          { id: "admin-not-found", path: "*", Component: NotFoundPage, handle: { ...notFoundHandle, clientOnly: true } },
        ],
      },
    ],
  },
];

/** Paths of every public page of the route table in Italian (the sitemap's source, with their translations). */
export const publicPagePaths: string[] = [...contentPages.map((p) => p.path), "/blog", "/documentazione", "/referenze"];
