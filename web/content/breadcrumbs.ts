import { legalLinks, productCategories, productDetails, sectors } from "./site";

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

const otherPages: Record<string, string> = {
  "/servizi": "Servizi",
  "/contatti": "Contatti",
  "/blog": "Blog",
  ...Object.fromEntries(legalLinks.map((l) => [l.path, l.label])),
};

/** Where a page sits in the site: Home > section > page. */
export function breadcrumbTrail(path: string, currentLabel?: string): Crumb[] {
  const home: Crumb = { label: "Home", to: "/" };
  if (path === "/") return [{ label: "Home" }];
  const detail = productDetails.find((p) => p.path === path);
  if (detail) {
    const category = productCategories.find((c) => c.path === detail.category);
    return [
      home,
      { label: "Prodotti e Soluzioni", to: "/#prodotti-soluzioni" },
      ...(category ? [{ label: category.label, to: category.path }] : []),
      { label: currentLabel ?? detail.label },
    ];
  }
  const category = productCategories.find((c) => c.path === path);
  if (category)
    return [home, { label: "Prodotti e Soluzioni", to: "/#prodotti-soluzioni" }, { label: currentLabel ?? category.label }];
  const sector = sectors.find((s) => s.path === path);
  if (sector) return [home, { label: "Applicazioni", to: "/#applications" }, { label: currentLabel ?? sector.label }];
  // A page staff created under a section sits in it like the built-in ones.
  if (path.startsWith("/prodotti/"))
    return [home, { label: "Prodotti e Soluzioni", to: "/#prodotti-soluzioni" }, { label: currentLabel ?? path }];
  if (path.startsWith("/applicazioni/"))
    return [home, { label: "Applicazioni", to: "/#applications" }, { label: currentLabel ?? path }];
  return [home, { label: currentLabel ?? otherPages[path] ?? path }];
}
