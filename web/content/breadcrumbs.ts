import { productCategories, productDetails, sectors } from "./site";
import { it } from "./dictionary/it";
import type { Dictionary } from "./dictionary/types";

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/**
 * Where a page sits in the site: Home > section > page. `path` is the page's Italian path, the
 * trail's links are Italian paths too (a page in another language maps them to its own).
 */
export function breadcrumbTrail(path: string, currentLabel?: string, words: Dictionary = it): Crumb[] {
  const { breadcrumb, navLabels } = words;
  const home: Crumb = { label: breadcrumb.home, to: "/" };
  const products: Crumb = { label: breadcrumb.products, to: "/#prodotti-soluzioni" };
  const applications: Crumb = { label: breadcrumb.applications, to: "/#applications" };
  const named = (item: { path: string; label: string }) => navLabels[item.path] ?? item.label;
  if (path === "/") return [{ label: breadcrumb.home }];
  const detail = productDetails.find((p) => p.path === path);
  if (detail) {
    const category = productCategories.find((c) => c.path === detail.category);
    return [
      home,
      products,
      ...(category ? [{ label: named(category), to: category.path }] : []),
      { label: currentLabel ?? named(detail) },
    ];
  }
  const category = productCategories.find((c) => c.path === path);
  if (category) return [home, products, { label: currentLabel ?? named(category) }];
  const sector = sectors.find((s) => s.path === path);
  if (sector) return [home, applications, { label: currentLabel ?? named(sector) }];
  // A page staff created under a section sits in it like the built-in ones.
  if (path.startsWith("/prodotti/")) return [home, products, { label: currentLabel ?? path }];
  if (path.startsWith("/applicazioni/")) return [home, applications, { label: currentLabel ?? path }];
  return [home, { label: currentLabel ?? breadcrumb.pages[path] ?? path }];
}
