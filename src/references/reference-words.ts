import type { GallerySection } from "../shared/gallery-sections";
import type { LanguageCode } from "../shared/languages";
import {
  englishAnonymousClients,
  englishProductLabels,
  englishSectorLabels,
  englishSizeLabels,
} from "../shared/references/english-labels";
import { englishReferencePath, ENGLISH_REFERENCES_PATH } from "../shared/references/reference-translations";
import {
  publicClientName,
  type ReferenceProduct,
  type ReferenceSize,
  referenceProducts,
  referenceSizeLabels,
  referencesPath,
} from "../shared/references/reference-fields";
import { referencePath, sectorLabel } from "./references.service";

/** What the references' answers say in a language: the facts' names, the map's labels, the addresses. */
export interface ReferenceWords {
  language: LanguageCode;
  sector: (sector: string) => string;
  product: (product: ReferenceProduct) => string;
  size: (size: ReferenceSize) => string;
  client: (reference: { client: string; client_public: boolean; sector: GallerySection; region: string }) => string;
  moreInRegion: (region: string) => string;
  manyIn: (count: number, where: string) => string;
  areaOf: (comune: string) => string;
  /** A reference's page in this language. */
  path: (slug: string) => string;
  /** The list with these filters in this language. */
  listPath: (filters: Parameters<typeof referencesPath>[0]) => string;
}

export const italianWords: ReferenceWords = {
  language: "it",
  sector: sectorLabel,
  product: (key) => referenceProducts[key],
  size: (size) => referenceSizeLabels[size],
  client: publicClientName,
  moreInRegion: (region) => `Altre referenze in ${region}`,
  manyIn: (count, where) => `${count} referenze in ${where}`,
  areaOf: (comune) => `zona di ${comune}`,
  path: referencePath,
  listPath: referencesPath,
};

const englishWords: ReferenceWords = {
  language: "en",
  sector: (sector) => englishSectorLabels[sector as GallerySection] ?? sector,
  product: (key) => englishProductLabels[key],
  size: (size) => englishSizeLabels[size],
  client: (r) => (r.client_public ? r.client : `${englishAnonymousClients[r.sector]} in ${r.region}`),
  moreInRegion: (region) => `More references in ${region}`,
  manyIn: (count, where) => `${count} references in ${where}`,
  areaOf: (comune) => `the area of ${comune}`,
  path: englishReferencePath,
  listPath: (filters) => referencesPath(filters).replace(/^\/referenze/, ENGLISH_REFERENCES_PATH),
};

/** The words of each language the references are read in. */
export const referenceWords: Record<LanguageCode, ReferenceWords> = { it: italianWords, en: englishWords };
