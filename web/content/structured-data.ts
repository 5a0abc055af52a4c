import type { PublicSettings } from "../../src/shared/schemas/settings";
import { breadcrumbTrail } from "./breadcrumbs";
import type { SitePage } from "../../src/shared/pages/page-schema";
import { linkIn } from "../../src/shared/editions";
import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from "../../src/shared/languages";
import { dictionaries } from "./dictionary";
import { siteEdition } from "./translations";

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

/**
 * What a section's index page (/blog, /referenze) is to search engines: the trail from the home page to it, and the page
 * itself, at the trail's last address; `more` adds what the section lists.
 */
export function sectionIndexJsonLd(
  origin: string,
  trail: readonly { name: string; path: string }[],
  page: { type: string; name: string; description: string; inLanguage: string },
  more: JsonLd = {},
): JsonLd[] {
  return [
    breadcrumbsJsonLd(origin, trail),
    {
      "@context": "https://schema.org",
      "@type": page.type,
      name: page.name,
      description: page.description,
      url: `${origin}${trail.at(-1)?.path ?? "/"}`,
      inLanguage: page.inLanguage,
      ...more,
    },
  ];
}

function breadcrumbList(page: SitePage, origin: string, language: LanguageCode): JsonLd {
  const trail = breadcrumbTrail(page.path, page.breadcrumbLabel, dictionaries[language]);
  return breadcrumbsJsonLd(
    origin,
    trail.map((crumb) => ({ name: crumb.label, path: linkIn(siteEdition, crumb.to ?? page.path, language) })),
  );
}

/** The page itself and its language, for a page search engines find in more than one language. */
function webPage(page: SitePage, origin: string, address: string, language: LanguageCode): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${origin}${address}`,
    url: `${origin}${address}`,
    name: page.meta.title,
    inLanguage: languageByCode(language).htmlLang,
    isPartOf: { "@id": `${origin}/#organizzazione` },
  };
}

function product(page: SitePage, settings: PublicSettings, origin: string, address: string): JsonLd {
  const hero = page.blocks[0];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: hero.title,
    description: page.meta.description,
    url: `${origin}${address}`,
    image: `${origin}${hero.illustration?.src ?? OG_IMAGE}`,
    category: hero.eyebrow ?? "Automazione parcheggi",
    brand: { "@type": "Brand", name: settings.companyName },
    manufacturer: { "@id": `${origin}/#organizzazione` },
  };
}

/**
 * Home and contact describe the business; inner pages their place in the site; product pages the product;
 * a page that exists in more than one language says which one it is in. `page.path` is the Italian path,
 * `language` the language of the copy.
 */
export function pageJsonLd(
  page: SitePage,
  settings: PublicSettings,
  origin: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): JsonLd[] {
  const address = siteEdition.addressIn(page.path, language) ?? page.path;
  const data: JsonLd[] = [];
  if (page.path === "/" || page.path === "/contatti") data.push(localBusiness(settings, origin));
  if (page.path !== "/") data.push(breadcrumbList(page, origin, language));
  if (page.path.startsWith("/prodotti/")) data.push(product(page, settings, origin, address));
  if (siteEdition.versionsOf(address).length > 1) data.push(webPage(page, origin, address, language));
  return data;
}
