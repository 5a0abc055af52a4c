import { expect, test } from "bun:test";
import { relative, resolve } from "node:path";
import { root } from "./bundle";
import { clientOnlyRoutes } from "./client-only-routes";
import { serverBuildConfig } from "./executable";

test("the executable carries the public pages' code and none of the staff pages'", async () => {
  const staffPages = clientOnlyRoutes()
    .filter((route) => !route.signIn)
    .map((route) => route.module);
  expect(staffPages).toContain("features/admin/admin-layout");
  expect(staffPages).toContain("features/menus/menus-page");
  expect(staffPages).toContain("features/blog/blog-admin-page");
  expect(staffPages).toContain("features/gallery/galleries-page");
  expect(staffPages).not.toContain("features/blog/blog-article-page");

  const result = await Bun.build({ ...serverBuildConfig(), metafile: true });
  expect(result.success).toBe(true);
  const inputs = new Set(
    Object.keys(result.metafile?.inputs ?? {}).map((input) =>
      relative(root, resolve(process.cwd(), input)).replace(/\.tsx?$/, ""),
    ),
  );
  expect(inputs.has("web/features/blog/blog-article-page")).toBe(true);
  expect(staffPages.filter((module) => inputs.has(`web/${module}`))).toEqual([]);
}, 60_000);
