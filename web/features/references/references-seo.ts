import type { PageMeta } from "../../../src/shared/page-meta";
import type { ReferenceDetail } from "../../../src/shared/schemas/reference-answers";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { breadcrumbsJsonLd as breadcrumbs, sectionIndexJsonLd } from "../../content/structured-data";
import { resolveImagePath } from "../../lib/image-paths";

const LIST_TITLE = "Referenze: impianti di parcheggio realizzati";
const LIST_DESCRIPTION =
  "Gli impianti di automazione parcheggi, controllo accessi e fotovoltaico che abbiamo realizzato per ospedali, aeroporti, comuni e centri commerciali in tutta Italia.";

export function referencesListMeta(settings: PublicSettings, origin: string): PageMeta {
  return {
    title: LIST_TITLE,
    description: LIST_DESCRIPTION,
    jsonLd: sectionIndexJsonLd(
      origin,
      [
        { name: "Home", path: "/" },
        { name: "Referenze", path: "/referenze" },
      ],
      { type: "CollectionPage", name: `Referenze | ${settings.companyName}`, description: LIST_DESCRIPTION, inLanguage: "it-IT" },
    ),
  };
}

/** The first sentence or so of the case study's challenge, for search results and link previews. */
function describe(reference: ReferenceDetail): string {
  const text =
    `${reference.title}: ${reference.client}, ${reference.comune} (${reference.year}). ${reference.challenge_html.replace(/<[^>]+>/g, " ")}`
      .replace(/&[a-z#0-9]+;/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return text.length <= 160 ? text : `${text.slice(0, text.lastIndexOf(" ", 157))}…`;
}

/** A case study's head: its description and its structured data (an Article about a place, never the hidden client's name). */
export function referenceMeta(reference: ReferenceDetail, settings: PublicSettings, origin: string): PageMeta {
  const path = `/referenze/${reference.slug}`;
  const image = reference.photos[0];
  return {
    title: `${reference.title} | Referenze`,
    description: describe(reference),
    ogType: "article",
    ...(image ? { image: resolveImagePath(image.url), imageAlt: image.alt } : {}),
    ...(reference.draft ? { noindex: true } : {}),
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Home", path: "/" },
        { name: "Referenze", path: "/referenze" },
        { name: reference.title, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: reference.title,
        about: reference.client,
        url: `${origin}${path}`,
        inLanguage: "it-IT",
        datePublished: reference.published_at ?? undefined,
        dateModified: reference.updated_at,
        ...(image ? { image: `${origin}${resolveImagePath(image.url)}` } : {}),
        contentLocation: {
          "@type": "Place",
          name: `${reference.comune}${reference.province ? ` (${reference.province})` : ""}`,
          address: {
            "@type": "PostalAddress",
            addressLocality: reference.comune,
            addressRegion: reference.region,
            addressCountry: "IT",
          },
          geo: { "@type": "GeoCoordinates", latitude: reference.lat, longitude: reference.lng },
        },
        publisher: { "@type": "Organization", "@id": `${origin}/#organizzazione`, name: settings.companyName },
      },
    ],
  };
}

export const referenceNotFoundMeta: PageMeta = {
  title: "Referenza non trovata",
  description: "La referenza che cerchi non esiste o non è più disponibile.",
  noindex: true,
};
