import { and, eq, inArray } from "drizzle-orm";
import { renderMarkdown } from "../api/blog/markdown";
import type { Db } from "../db/client";
import { perDatabase } from "../db/per-database";
import { type ReferenceProject, referenceProjects } from "../db/schema";
import { type GallerySection, gallerySections } from "../shared/gallery-sections";
import { regions } from "../shared/references/comuni";
import type { LanguageCode } from "../shared/languages";
import {
  isReferenceProduct,
  productPath,
  REFERENCE_SIZES,
  type ReferenceProduct,
  type ReferenceSize,
  referenceProductKeys,
  referenceSizeRanges,
  referencesPath,
} from "../shared/references/reference-fields";
import type {
  ReferenceCard,
  ReferenceDetail,
  ReferenceFacet,
  ReferenceHighlights,
  ReferenceListAnswer,
} from "../shared/schemas/reference-answers";
import type { ReferenceFilters } from "../shared/schemas/references";
import { slugify } from "../shared/slug";
import { MAP_HEIGHT, MAP_WIDTH, mapRegions, projectPoint } from "./italy-map";
import { placeOf } from "./references.service";
import {
  localize,
  localizedRows,
  translationBySlug,
  translationIndexQuery,
  translationsVersion,
  versionsOf,
} from "./reference-translations";
import { italianWords, type ReferenceWords, referenceWords } from "./reference-words";

/** References per page of /referenze. */
const REFERENCES_PER_PAGE = 12;
/** Markers closer than this (in the map's units) are drawn as one, with their count. */
const CLUSTER_CELL = 16;

/** A region's address in the filter ('emilia-romagna'), worked out once per name: the list asks for it a thousand times a render. */
const regionSlugs = new Map<string, string>();
const regionSlug = (region: string) => {
  let slug = regionSlugs.get(region);
  if (slug === undefined) {
    slug = slugify(region);
    regionSlugs.set(region, slug);
  }
  return slug;
};
let regionNames: Map<string, string> | null = null;
export const regionBySlug = () => {
  regionNames ??= new Map(regions().map((name) => [regionSlug(name), name]));
  return regionNames;
};

const sizeOf = (spaces: number | null): ReferenceSize | null => {
  if (spaces === null) return null;
  return REFERENCE_SIZES.find((size) => spaces >= referenceSizeRanges[size][0] && spaces <= referenceSizeRanges[size][1]) ?? null;
};

const productLinks = (keys: readonly string[], words: ReferenceWords) =>
  keys.filter(isReferenceProduct).map((key) => ({ key, label: words.product(key), path: productPath(key) }));

/** A published reference as lists show it, the client as visitors may read it. */
function toCard(row: ReferenceProject, words: ReferenceWords = italianWords): ReferenceCard {
  const place = placeOf(row.comune_code);
  const sector = row.sector as GallerySection;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    client: words.client({ client: row.client, client_public: row.client_public, sector, region: row.region }),
    sector,
    sector_label: words.sector(row.sector),
    comune: place.comune,
    province: place.province,
    region: row.region,
    year: row.year,
    spaces: row.spaces,
    figures: row.figures,
    products: productLinks(row.products, words),
    photo: row.photos[0] ?? null,
    featured: row.featured,
  } satisfies ReferenceCard;
}

export function toDetail(
  row: ReferenceProject,
  words: ReferenceWords = italianWords,
  versions: ReferenceDetail["versions"] = [],
): ReferenceDetail {
  const point = projectPoint(row.lat, row.lng);
  return {
    ...toCard(row, words),
    map: {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      regions: mapRegions(row.region),
      markers: [
        {
          ...point,
          count: 1,
          label: words.moreInRegion(row.region),
          href: words.listPath({ regione: regionSlug(row.region) }),
        },
      ],
    },
    lat: row.lat,
    lng: row.lng,
    challenge_html: renderMarkdown(row.challenge),
    solution_html: renderMarkdown(row.solution),
    result_html: renderMarkdown(row.result),
    quote: row.quote_text ? { text: row.quote_text, name: row.quote_name, role: row.quote_role } : null,
    photos: row.photos,
    published_at: row.published_at,
    updated_at: row.updated_at,
    draft: row.status !== "published",
    versions,
  } satisfies ReferenceDetail;
}

/** What the list, its counts and its map need of every published reference: no texts, no photos. */
interface IndexRow {
  id: number;
  slug: string;
  title: string;
  client: string;
  client_public: boolean;
  sector: string;
  region: string;
  comune_code: string;
  lat: number;
  lng: number;
  spaces: number | null;
  products: string[];
}

/**
 * Read with SQLite's own prepared statement, once per database: for a thousand rows the query builder's
 * mapping cost more than the query.
 */
const indexQuery = perDatabase((db: Db) =>
  db.$client.query<Omit<IndexRow, "client_public" | "products"> & { client_public: number; products: string }, []>(
    `SELECT id, slug, title, client, client_public, sector, region, comune_code, lat, lng, spaces, products
     FROM reference_projects WHERE status = 'published'
     ORDER BY featured DESC, display_order ASC, year DESC, id ASC`,
  ),
);

/** The references published in `language`: in Italian the originals, in another language those whose translation is published there. */
export const publishedIndex = (db: Db, language: LanguageCode = "it"): IndexRow[] =>
  (language === "it" ? indexQuery(db).all() : translationIndexQuery(db).all(language)).map((row) => ({
    ...row,
    client_public: row.client_public === 1,
    products: JSON.parse(row.products) as string[],
  }));

export interface ActiveFilters {
  settore: GallerySection | null;
  prodotto: ReferenceProduct | null;
  regione: string | null;
  dimensione: ReferenceSize | null;
}

type Dimension = keyof ActiveFilters;

export function matches(row: IndexRow, filters: ActiveFilters, except?: Dimension): boolean {
  if (except !== "settore" && filters.settore && row.sector !== filters.settore) return false;
  if (except !== "prodotto" && filters.prodotto && !row.products.includes(filters.prodotto)) return false;
  if (except !== "regione" && filters.regione && regionSlug(row.region) !== filters.regione) return false;
  if (except !== "dimensione" && filters.dimensione && sizeOf(row.spaces) !== filters.dimensione) return false;
  return true;
}

function facets(rows: IndexRow[], filters: ActiveFilters, words: ReferenceWords): ReferenceListAnswer["facets"] {
  const count = (dimension: Dimension, valuesOf: (row: IndexRow) => readonly string[]) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (!matches(row, filters, dimension)) continue;
      for (const value of valuesOf(row)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const listOf = (counts: Map<string, number>, values: readonly string[], label: (value: string) => string): ReferenceFacet[] =>
    values.map((value) => ({ value, label: label(value), count: counts.get(value) ?? 0 }));
  const names = regionBySlug();
  return {
    settore: listOf(
      count("settore", (r) => [r.sector]),
      gallerySections,
      words.sector,
    ),
    prodotto: listOf(
      count("prodotto", (r) => r.products),
      referenceProductKeys,
      (k) => words.product(k as ReferenceProduct),
    ),
    regione: listOf(
      count("regione", (r) => [regionSlug(r.region)]),
      [...names.keys()],
      (slug) => names.get(slug) ?? slug,
    ),
    dimensione: listOf(
      count("dimensione", (r) => {
        const size = sizeOf(r.spaces);
        return size ? [size] : [];
      }),
      REFERENCE_SIZES,
      (size) => words.size(size as ReferenceSize),
    ),
  };
}

const publicClient = (row: IndexRow, words: ReferenceWords) =>
  words.client({
    client: row.client,
    client_public: row.client_public,
    sector: row.sector as GallerySection,
    region: row.region,
  });

/** One marker per reference, those that would overlap drawn as one with their count and a link to the list of their region. */
function markers(rows: IndexRow[], filters: ActiveFilters, words: ReferenceWords): ReferenceListAnswer["map"]["markers"] {
  const cells = new Map<string, { rows: IndexRow[]; x: number; y: number }>();
  for (const row of rows) {
    const point = projectPoint(row.lat, row.lng);
    const key = `${Math.floor(point.x / CLUSTER_CELL)}:${Math.floor(point.y / CLUSTER_CELL)}`;
    const cell = cells.get(key);
    if (cell) {
      cell.rows.push(row);
      cell.x += point.x;
      cell.y += point.y;
    } else cells.set(key, { rows: [row], x: point.x, y: point.y });
  }
  return [...cells.values()].map((cell) => {
    const n = cell.rows.length;
    const x = Math.round((cell.x / n) * 10) / 10;
    const y = Math.round((cell.y / n) * 10) / 10;
    const first = cell.rows[0] as IndexRow;
    if (n === 1) {
      return {
        x,
        y,
        count: 1,
        label: `${first.title}: ${publicClient(first, words)}, ${placeOf(first.comune_code).comune}`,
        href: words.path(first.slug),
      };
    }
    const sameRegion = cell.rows.every((row) => row.region === first.region);
    const where = sameRegion ? first.region : words.areaOf(placeOf(first.comune_code).comune);
    const href = sameRegion ? words.listPath({ ...filters, regione: regionSlug(first.region) }) : words.listPath(filters);
    return { x, y, count: n, label: words.manyIn(n, where), href: `${href}#elenco` };
  });
}

/** The full rows of these references, their texts in `language`. */
export const prepareFull = (db: Db, ids: number[], language: LanguageCode = "it") => {
  const rows = ids.length === 0 ? [] : db.select().from(referenceProjects).where(inArray(referenceProjects.id, ids)).all();
  return language === "it" ? rows : localizedRows(db, rows, language);
};

/**
 * What identifies the published references as they are now: any publication, withdrawal, edit, deletion or
 * restore changes it (an edit or a publication moves `updated_at`; a removal the count and the sum of ids).
 */
const versionQuery = perDatabase((db: Db) =>
  db.$client.query<{ version: string }, []>(
    `SELECT count(*) || '|' || coalesce(max(updated_at), '') || '|' || coalesce(sum(id), 0) AS version
     FROM reference_projects WHERE status = 'published'`,
  ),
);

/** Answers already worked out for this version of the published references, by their filters; bounded. */
const ANSWERS_KEPT = 200;
const keptAnswers = perDatabase((_db: Db) => ({ version: "", answers: new Map<string, ReferenceListAnswer>() }));

/** GET /api/references: the published references matching the filters, one page of them, the counts and the map. */
export function referenceList(db: Db, query: ReferenceFilters, language: LanguageCode = "it"): ReferenceListAnswer {
  // A thousand references take a few milliseconds to count and place on the map: done once per version and filters.
  const version = `${versionQuery(db).get()?.version ?? ""}|${translationsVersion(db)}`;
  const kept = keptAnswers(db);
  if (kept.version !== version) {
    kept.version = version;
    kept.answers.clear();
  }
  const key = JSON.stringify([language, query.settore, query.prodotto, query.regione, query.dimensione, query.pagina]);
  const known = kept.answers.get(key);
  if (known) return known;
  const answer = workOutList(db, query, language);
  if (kept.answers.size >= ANSWERS_KEPT) kept.answers.clear();
  kept.answers.set(key, answer);
  return answer;
}

/** The filters of an address that the list applies: a region it does not know is no filter. */
export function activeFilters(query: ReferenceFilters): ActiveFilters {
  return {
    settore: query.settore ?? null,
    prodotto: query.prodotto ?? null,
    regione: query.regione && regionBySlug().has(query.regione) ? query.regione : null,
    dimensione: query.dimensione ?? null,
  };
}

function workOutList(db: Db, query: ReferenceFilters, language: LanguageCode): ReferenceListAnswer {
  const words = referenceWords[language];
  const filters = activeFilters(query);
  const all = publishedIndex(db, language);
  const matching = all.filter((row) => matches(row, filters));
  const pages = Math.max(1, Math.ceil(matching.length / REFERENCES_PER_PAGE));
  const page = Math.min(query.pagina ?? 1, pages);
  const ids = matching.slice((page - 1) * REFERENCES_PER_PAGE, page * REFERENCES_PER_PAGE).map((row) => row.id);
  const byId = new Map(prepareFull(db, ids, language).map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, words)] : [];
  });
  return {
    items,
    total: matching.length,
    page,
    pages,
    filters,
    facets: facets(all, filters, words),
    map: {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      regions: mapRegions(filters.regione ? (regionBySlug().get(filters.regione) ?? null) : null),
      markers: markers(matching, filters, words),
    },
  } satisfies ReferenceListAnswer;
}

/** Up to three published references of a sector or a product (or, with neither, the featured ones) and the list that shows them all. */
export function referenceHighlights(db: Db, of: { sector?: GallerySection; product?: ReferenceProduct }): ReferenceHighlights {
  const answer = referenceList(db, { settore: of.sector, prodotto: of.product });
  const rows = of.sector || of.product ? answer.items : answer.items.filter((item) => item.featured);
  return {
    items: rows.slice(0, 3),
    more: referencesPath({ settore: of.sector ?? null, prodotto: of.product ?? null }),
  } satisfies ReferenceHighlights;
}

/** A reference by its address in `language`: published for visitors; drafts too for staff. */
export function referenceBySlug(
  db: Db,
  slug: string,
  seesDrafts: boolean,
  language: LanguageCode = "it",
): ReferenceDetail | null {
  if (language !== "it") return translatedReferenceBySlug(db, slug, seesDrafts, language);
  const row = db
    .select()
    .from(referenceProjects)
    .where(
      seesDrafts
        ? eq(referenceProjects.slug, slug)
        : and(eq(referenceProjects.slug, slug), eq(referenceProjects.status, "published")),
    )
    .get();
  return row ? toDetail(row, italianWords, versionsOf(db, row, "it")) : null;
}

/** A reference by its address in another language: its translation published there, or staff's draft. */
function translatedReferenceBySlug(db: Db, slug: string, seesDrafts: boolean, language: LanguageCode): ReferenceDetail | null {
  const translation = translationBySlug(db, language, slug);
  if (!translation || (!seesDrafts && translation.status !== "published")) return null;
  const row = db.select().from(referenceProjects).where(eq(referenceProjects.id, translation.reference_id)).get();
  if (!row) return null;
  return toDetail(localize(row, translation), referenceWords[language], versionsOf(db, row, language));
}
