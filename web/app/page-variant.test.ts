import { describe, expect, test } from "bun:test";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { isTrackingParam } from "../../src/shared/tracking-params";
import { contentPages } from "../content/page-index";
import { pageVariant, routesMatching, routeTablePart } from "./page-variant";
import { publicPagePaths, routes } from "./routes";

const paths = [
  ...publicPagePaths,
  "/blog/parcheggi-senza-biglietto-lettura-targhe",
  "/blog/a/b",
  "/BLOG",
  "/Contatti",
  "/prodotti/automazione%2Dparcheggi",
  "/prodotti/sconosciuto",
  "/pagina-inesistente",
  "/a/b/c",
  "/%E0%A4%A",
  "/%62log",
  "/wp-login.php",
  "/Pagina-Inesistente/altro",
  "/admin",
  "/admin/login",
  "/admin/setup",
  "/admin/blog",
  "/admin/galleries",
  "/admin/richieste",
  "/admin/richieste/42",
  "/admin/impostazioni",
  "/admin/ricerca",
  "/admin/sconosciuta/pagina",
  "/cerca",
];

describe("page variants", () => {
  test("a path's routes are react-router's own, also for the unknown addresses answered without asking it", () => {
    for (const path of paths) {
      const expected = matchRoutes(routes, path) ?? [];
      const got = routesMatching(path);
      expect(
        got.map((m) => m.route.id),
        path,
      ).toEqual(expected.map((m) => m.route.id));
      expect(got.at(-1)?.pathnameBase, path).toBe(expected.at(-1)?.pathnameBase);
    }
  });

  test("a new article's address is matched among the blog's routes, not every page's, to the same routes", () => {
    const leaves = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
    const blog = leaves(routeTablePart("blog").routes).map((route) => route.path);
    // The home, the blog's pages and the public catch-all: none of the other pages, none of the admin's.
    expect(blog).toEqual(["/", "/blog", "/blog/tag/:tag", "/blog/:slug", "*"]);
    expect(leaves(routes).length).toBeGreaterThan(30);
    const known = ["/blog/un-articolo-mai-aperto", "/BLOG/Tag/ospedali", "/blog/a/b", "/%62log/x", "/prodotti/sconosciuto"];
    for (const path of [...publicPagePaths, ...known, "/admin/richieste/7", "/admin/sconosciuta/pagina", "/admin/login"]) {
      const expected = matchRoutes(routes, path) ?? [];
      const got = routesMatching(path);
      expect(got, path).toEqual(expected);
      for (const [i, match] of got.entries()) expect(match.route, path).toBe(expected[i]?.route as RouteObject);
    }
  });

  test("a search's results are rendered for their request only; the empty search page is one page", () => {
    const variant = (url: string) => pageVariant(new URL(url, "http://localhost"));
    expect(variant("/cerca?q=parcheggio&gclid=1")).toMatchObject({ key: "/cerca?q=parcheggio", perRequest: true });
    expect(variant("/cerca?pagina=2&q=parcheggio").key).toBe("/cerca?q=parcheggio&pagina=2");
    expect(variant("/cerca?utm_source=x")).toEqual({ key: "/cerca", url: new URL("http://localhost/cerca") });
  });

  test("tracking and unknown parameters are dropped; /contatti keeps tipo and messaggio, in a fixed order", () => {
    const variant = (url: string) => pageVariant(new URL(url, "http://localhost")).key;
    expect(variant("/blog?utm_source=a&utm_medium=b&gclid=c&fbclid=d&msclkid=e&altro=f")).toBe("/blog");
    expect(variant("/contatti?gclid=1&messaggio=Ciao&tipo=hotel")).toBe("/contatti?messaggio=Ciao&tipo=hotel");
    expect(variant("/contatti?tipo=hotel&utm_campaign=x")).toBe("/contatti?tipo=hotel");
    expect(variant("/?tipo=hotel")).toBe("/");
  });

  test("no page reads a tracking parameter: the server's front answers a campaign's click with the plain address's page", () => {
    const read = contentPages.flatMap((page) => page.searchParams ?? []);
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter(isTrackingParam)).toEqual([]);
  });

  test("every path only a catch-all answers names the same page, rendered at one neutral path", () => {
    const a = pageVariant(new URL("http://localhost/pagina-inesistente?gclid=1"));
    const b = pageVariant(new URL("http://localhost/prodotti/altro/ancora"));
    expect(a.key).toBe(b.key);
    expect(a.url.href).toBe("http://localhost/404");
    expect(pageVariant(new URL("http://localhost/admin/x/y")).url.pathname).toBe("/admin/404");
  });
});

describe("pages staff created", () => {
  const created = (path: string) => path === "/offerta-estate" || path === "/prodotti/nuovo-sistema";

  test("a published created page is its own page, keyed by its address without parameters", () => {
    const variant = pageVariant(new URL("https://example.it/offerta-estate?utm_source=x&gclid=1"), created);
    expect(variant.key).toBe("/offerta-estate");
    expect(variant.url.href).toBe("https://example.it/offerta-estate");
    expect(pageVariant(new URL("https://example.it/prodotti/nuovo-sistema"), created).key).toBe("/prodotti/nuovo-sistema");
  });

  test("any other unknown address is still the one 'not found' page", () => {
    const unknown = pageVariant(new URL("https://example.it/offerta-inverno"), created);
    expect(unknown.key.startsWith("catch-all")).toBe(true);
    expect(pageVariant(new URL("https://example.it/offerta-estate")).key.startsWith("catch-all")).toBe(true);
    // The admin area's own catch-all never serves a created page.
    expect(pageVariant(new URL("https://example.it/admin/offerta-estate"), () => true).key.startsWith("catch-all")).toBe(true);
  });
});
