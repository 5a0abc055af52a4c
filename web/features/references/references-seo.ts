import type { LanguageCode } from "../../../src/shared/languages";
import type { PageMeta } from "../../../src/shared/page-meta";
import type { ReferenceDetail } from "../../../src/shared/schemas/reference-answers";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { breadcrumbsJsonLd as breadcrumbs, sectionIndexJsonLd } from "../../content/structured-data";
import { resolveImagePath } from "../../lib/image-paths";

/** What the heads of the references' pages say in each language. */
const seoCopy = {
  it: {
    listTitle: "Referenze: impianti di parcheggio realizzati",
    listDescription:
      "Gli impianti di automazione parcheggi, controllo accessi e fotovoltaico che abbiamo realizzato per ospedali, aeroporti, comuni e centri commerciali in tutta Italia.",
    references: "Referenze",
    home: "/",
    list: "/referenze",
    path: (slug: string) => `/referenze/${slug}`,
    inLanguage: "it-IT",
    notFound: { title: "Referenza non trovata", description: "La referenza che cerchi non esiste o non è più disponibile." },
  },
  en: {
    listTitle: "References: parking systems we have delivered",
    listDescription:
      "The parking automation, access control and solar systems we have delivered for hospitals, airports, councils and shopping centres all over Italy.",
    references: "References",
    home: "/en",
    list: "/en/references",
    path: (slug: string) => `/en/references/${slug}`,
    inLanguage: "en-GB",
    notFound: {
      title: "Reference not found",
      description: "The reference you are looking for does not exist or is no longer available.",
    },
  },
} satisfies Record<LanguageCode, unknown>;

/** The head of the references' list in `language`. */
export function referencesListMetaIn(language: LanguageCode) {
  const copy = seoCopy[language];
  return (settings: PublicSettings, origin: string): PageMeta => ({
    title: copy.listTitle,
    description: copy.listDescription,
    jsonLd: sectionIndexJsonLd(
      origin,
      [
        { name: "Home", path: copy.home },
        { name: copy.references, path: copy.list },
      ],
      {
        type: "CollectionPage",
        name: `${copy.references} | ${settings.companyName}`,
        description: copy.listDescription,
        inLanguage: copy.inLanguage,
      },
    ),
  });
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

/** A case study's head in `language`: its description and its structured data (an Article about a place, never the hidden client's name). */
export const referenceMetaIn = (language: LanguageCode) => metaOfLanguage[language];

const caseStudyMeta =
  (language: LanguageCode) =>
  (reference: ReferenceDetail, settings: PublicSettings, origin: string): PageMeta => {
    const copy = seoCopy[language];
    const path = copy.path(reference.slug);
    const image = reference.photos[0];
    return {
      title: `${reference.title} | ${copy.references}`,
      description: describe(reference),
      ogType: "article",
      ...(image ? { image: resolveImagePath(image.url), imageAlt: image.alt } : {}),
      ...(reference.draft ? { noindex: true } : {}),
      jsonLd: [
        breadcrumbs(origin, [
          { name: "Home", path: copy.home },
          { name: copy.references, path: copy.list },
          { name: reference.title, path },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: reference.title,
          about: reference.client,
          url: `${origin}${path}`,
          inLanguage: copy.inLanguage,
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
  };

/** The head of a reference that is not there, in `language`. */
export const referenceNotFoundMetaIn = (language: LanguageCode): PageMeta => notFoundOfLanguage[language];

// Made once per language: the pages compare them by identity to know when the head changes.
const metaOfLanguage = { it: caseStudyMeta("it"), en: caseStudyMeta("en") } satisfies Record<LanguageCode, unknown>;
const notFoundOfLanguage: Record<LanguageCode, PageMeta> = {
  it: { ...seoCopy.it.notFound, noindex: true },
  en: { ...seoCopy.en.notFound, noindex: true },
};
