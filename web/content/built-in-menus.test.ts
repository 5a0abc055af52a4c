import { describe, expect, test } from "bun:test";
import { menuHref } from "../../src/shared/menu-links";
import { builtInMenus } from "../../src/shared/menus-built-in";
import { siteMenusSchema } from "../../src/shared/menus";
import { TAGLINE_PAGES } from "../../src/shared/pages/site-texts";
import { productCategories, sectors } from "./site";

const entries = (items: { label: string; link: Parameters<typeof menuHref>[0] }[]) =>
  items.map((item) => [menuHref(item.link), item.label]);

describe("the built-in menus", () => {
  test("list the product categories and the sectors of the site's content, each with its description among the site texts", () => {
    const [, products, applications] = builtInMenus.header;
    expect(entries(products?.children ?? [])).toEqual(productCategories.map((item) => [item.path, item.label]));
    expect(entries(applications?.children ?? [])).toEqual(sectors.map((item) => [item.path, item.label]));
    expect(entries(builtInMenus.footer[1]?.items ?? [])).toEqual(productCategories.map((item) => [item.path, item.label]));
    expect([...entries(products?.children ?? []), ...entries(applications?.children ?? [])]).toEqual(
      TAGLINE_PAGES.map(([path, label]) => [path, label]),
    );
  });

  test("fit the schema staff's menus are checked with", () => {
    expect(siteMenusSchema.parse(builtInMenus)).toEqual(builtInMenus);
  });
});
