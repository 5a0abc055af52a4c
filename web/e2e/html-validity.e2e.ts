import { checkHtml, publicRoutes } from "./html-check";
import { expect, test } from "./fixtures";

test("every public page is valid HTML for the Nu Html Checker", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const paths = await publicRoutes(origin);
  expect(paths.length).toBeGreaterThan(20);
  const problems = await checkHtml(origin, paths);
  expect(problems.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`)).toEqual([]);
});

test("the sign-in page the server draws is valid HTML too", async ({ baseURL }) => {
  const problems = await checkHtml(baseURL ?? "", ["/admin/login"]);
  expect(problems.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`)).toEqual([]);
});

test("the 404 page, with its search and the site's sections, is valid HTML", async ({ baseURL }) => {
  const problems = await checkHtml(baseURL ?? "", ["/prodotti/parcheggio-volante"]);
  expect(problems.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`)).toEqual([]);
});
