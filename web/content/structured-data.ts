import type { PublicSettings } from "../../src/shared/schemas/settings";
import { breadcrumbTrail } from "./breadcrumbs";
import type { SitePage } from "../../src/shared/pages/page-schema";

type JsonLd = Record<string, unknown>;

const OG_IMAGE = "/attached_assets/og-image.jpg";

/** The company as a local business: Padova address, phone, opening hours (spec §9: Mon-Fri 9:00-18:00). */
function localBusiness(settings: PublicSettings, origin: string): JsonLd {
  const sameAs = Object.values(settings.social).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organizzazione`,
    name: settings.companyName,
    legalName: settings.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${OG_IMAGE}`,
    telephone: settings.phone,
    email: settings.email,
    vatID: settings.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressRegion: settings.address.province,
      addressCountry: "IT",
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** A BreadcrumbList of the named addresses of a trail, from the home page to the page itself. */
export function breadcrumbsJsonLd(origin: string, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

function breadcrumbList(page: SitePage, origin: string): JsonLd {
  const trail = breadcrumbTrail(page.path, page.breadcrumbLabel);
  return breadcrumbsJsonLd(
    origin,
    trail.map((crumb) => ({ name: crumb.label, path: crumb.to ?? page.path })),
  );
}

function product(page: SitePage, settings: PublicSettings, origin: string): JsonLd {
  const hero = page.blocks[0];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: hero.title,
    description: page.meta.description,
    url: `${origin}${page.path}`,
    image: `${origin}${hero.illustration?.src ?? OG_IMAGE}`,
    category: hero.eyebrow ?? "Automazione parcheggi",
    brand: { "@type": "Brand", name: settings.companyName },
    manufacturer: { "@id": `${origin}/#organizzazione` },
  };
}

/** Home and contact describe the business; inner pages their place in the site; product pages the product. */
export function pageJsonLd(page: SitePage, settings: PublicSettings, origin: string): JsonLd[] {
  const data: JsonLd[] = [];
  if (page.path === "/" || page.path === "/contatti") data.push(localBusiness(settings, origin));
  if (page.path !== "/") data.push(breadcrumbList(page, origin));
  if (page.path.startsWith("/prodotti/")) data.push(product(page, settings, origin));
  return data;
}
