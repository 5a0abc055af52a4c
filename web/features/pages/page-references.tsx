import { useQuery } from "@tanstack/react-query";
import { type GallerySection, gallerySectionLabels, isGallerySection } from "../../../src/shared/gallery-sections";
import { isReferenceProduct, type ReferenceProduct, referenceProducts } from "../../../src/shared/references/reference-fields";
import { ReferenceHighlightsSection } from "../../components/sections/reference-highlights-section";
import { siteQueries, useSiteReads } from "../../lib/site-queries";

/** Whose references a marketing page shows: a sector page its sector's, a product page its product's, the home page the featured ones. */
export function referencesOfPage(path: string): { sector?: GallerySection; product?: ReferenceProduct } | null {
  if (path === "/") return {};
  const [, folder, key = ""] = path.split("/");
  if (folder === "applicazioni" && isGallerySection(key)) return { sector: key };
  if (folder === "prodotti" && isReferenceProduct(key)) return { product: key };
  return null;
}

function headingOf(of: { sector?: GallerySection; product?: ReferenceProduct }): { title: string; intro: string } {
  if (of.sector) {
    return {
      title: `Impianti realizzati: ${gallerySectionLabels[of.sector]}`,
      intro: "Alcuni dei parcheggi di questo settore che gestiamo ogni giorno, con i loro numeri.",
    };
  }
  if (of.product) {
    return {
      title: `Dove lavora ${referenceProducts[of.product]}`,
      intro: "Alcuni degli impianti in cui abbiamo installato questo prodotto.",
    };
  }
  return {
    title: "Impianti realizzati in tutta Italia",
    intro: "Ospedali, aeroporti, comuni e centri commerciali che hanno scelto noi.",
  };
}

/** The references section of a sector, product or home page; nothing on other pages or when there are none. */
export function PageReferences({ path }: { path: string }) {
  const of = referencesOfPage(path);
  const reads = useSiteReads();
  const answer = useQuery({ ...siteQueries.referenceHighlights(reads, of ?? {}), enabled: of !== null });
  if (!of || !answer.data) return null;
  return <ReferenceHighlightsSection answer={answer.data} {...headingOf(of)} />;
}
