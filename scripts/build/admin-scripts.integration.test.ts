import { expect, test } from "bun:test";
import { builtAssets } from "../../src/generated/built-assets";
import { ADMIN_AREA_SCRIPT_FILES_LIMIT, ADMIN_AREA_SCRIPT_LIMIT_KB } from "../audit-admin";
import { clientOnlyRoutes } from "./client-only-routes";

const ADMIN_FRAME = "features/admin/admin-layout";

/** The scripts the server has a staff page load at once: the app's script, the admin's frame and the area's code. */
function areaUrls(module: string): Set<string> {
  const { client } = builtAssets;
  return new Set([
    client.entryScript,
    ...client.entryImports,
    ...(client.routeChunks[ADMIN_FRAME] ?? []),
    ...(client.routeChunks[module] ?? []),
  ]);
}

function asset(url: string) {
  const found = builtAssets.files[url];
  if (!found) throw new Error(`${url} non è tra i file della build`);
  return found;
}

function areaScripts(module: string): { files: number; kb: number } {
  const urls = areaUrls(module);
  let bytes = 0;
  for (const url of urls) bytes += Bun.file(asset(url).br ?? asset(url).file).size;
  return { files: urls.size, kb: Math.round(bytes / 102.4) / 10 };
}

const areas = clientOnlyRoutes()
  .filter((route) => !route.signIn && route.module !== ADMIN_FRAME)
  .map((route) => ({ module: route.module, ...areaScripts(route.module) }));

test(`every admin area loads at most ${ADMIN_AREA_SCRIPT_LIMIT_KB} KB of script (brotli), the admin's frame and the app included`, () => {
  expect(areas.map((area) => area.module)).toContain("features/menus/menus-page");
  expect(areas.filter((area) => area.kb > ADMIN_AREA_SCRIPT_LIMIT_KB)).toEqual([]);
});

test(`every admin area loads at most ${ADMIN_AREA_SCRIPT_FILES_LIMIT} script files, the dashboard a dozen`, () => {
  expect(areas.filter((area) => area.files > ADMIN_AREA_SCRIPT_FILES_LIMIT)).toEqual([]);
  expect(areas.find((area) => area.module === "app/admin-dashboard")?.files).toBeLessThanOrEqual(12);
});

test("the references' list loads without their editor and its list of Italy's comuni", () => {
  expect(areas.find((area) => area.module === "features/references/admin/references-admin-page")?.kb).toBeLessThan(110);
});

test("no admin area loads the toasts' viewport (Radix Toast) before it shows a toast", async () => {
  const carrying: string[] = [];
  for (const { module } of areas)
    for (const url of areaUrls(module))
      if ((await Bun.file(asset(url).file).text()).includes("Chiudi notifica")) carrying.push(`${module}: ${url}`);
  expect(carrying).toEqual([]);
});

/** Text only zod's code (its base type) and react-hook-form's (a form option) carry in a built script. */
const FORM_CHECKS = ['"$ZodType"', "shouldUnregister"];

/**
 * The areas whose first screen is a form staff fill in at once (their checks load with it). Every other area draws its
 * list first and loads zod and react-hook-form with the form staff open: a phone runs neither before the list shows.
 */
const FORM_FIRST_AREAS = [
  "features/gallery/galleries-page",
  "features/menus/menus-page",
  "features/pages/page-editor-page",
  "features/people/people-page",
  "features/profile/profile-page",
  "features/redirects/redirects-page",
  "features/search/synonyms-page",
  "features/settings/settings-page",
];

test("only the areas that open on a form load zod and react-hook-form before they draw", async () => {
  const carrying: string[] = [];
  for (const { module } of areas) {
    let found = false;
    for (const url of areaUrls(module)) {
      const text = await Bun.file(asset(url).file).text();
      if (FORM_CHECKS.some((marker) => text.includes(marker))) found = true;
    }
    if (found) carrying.push(module);
  }
  expect(carrying.sort()).toEqual(FORM_FIRST_AREAS);
});
