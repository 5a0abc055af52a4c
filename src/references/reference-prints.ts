import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ReferenceProject, referenceProjects } from "../db/schema";
import { referenceProducts, referenceSizeLabels } from "../shared/references/reference-fields";
import type { ReferenceDetail } from "../shared/schemas/reference-answers";
import type { ReferenceFilters } from "../shared/schemas/references";
import {
  type ActiveFilters,
  activeFilters,
  matches,
  prepareFull,
  publishedIndex,
  regionBySlug,
  toDetail,
} from "./reference-reads";
import { sectorLabel } from "./references.service";

// What the reference sheets and dossiers read: published references in full, with their chapters' Markdown.

/** What a dossier of the list holds: the filters as visitors read them, how many match, and the first of them in full. */
export interface ReferenceSelection {
  /** 'Settore: Ospedali', one per filter applied, in the list's order. */
  filters: string[];
  total: number;
  references: PrintedReference[];
}

/** The published references /referenze shows for these filters, in its order: the first `limit` of them in full. */
export function referenceSelection(db: Db, query: ReferenceFilters, limit: number): ReferenceSelection {
  const filters = activeFilters(query);
  const matching = publishedIndex(db).filter((row) => matches(row, filters));
  const ids = matching.slice(0, limit).map((row) => row.id);
  const byId = new Map(prepareFull(db, ids).map((row) => [row.id, row]));
  return {
    filters: filterLabels(filters),
    total: matching.length,
    references: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPrinted(row)] : [];
    }),
  };
}

function filterLabels(filters: ActiveFilters): string[] {
  return [
    filters.settore ? `Settore: ${sectorLabel(filters.settore)}` : null,
    filters.prodotto ? `Prodotto: ${referenceProducts[filters.prodotto]}` : null,
    filters.regione ? `Regione: ${regionBySlug().get(filters.regione) ?? filters.regione}` : null,
    filters.dimensione ? `Dimensione: ${referenceSizeLabels[filters.dimensione]}` : null,
  ].filter((label): label is string => label !== null);
}

/** A published reference as its sheet prints it: the case study, with the Markdown of its chapters to print as text. */
export type PrintedReference = ReferenceDetail & Pick<ReferenceProject, "challenge" | "solution" | "result">;

const toPrinted = (row: ReferenceProject): PrintedReference => ({
  ...toDetail(row),
  challenge: row.challenge,
  solution: row.solution,
  result: row.result,
});

/** A published reference to print; null for a draft or an address no reference has. */
export function printedReference(db: Db, slug: string): PrintedReference | null {
  const row = db
    .select()
    .from(referenceProjects)
    .where(and(eq(referenceProjects.slug, slug), eq(referenceProjects.status, "published")))
    .get();
  return row ? toPrinted(row) : null;
}
