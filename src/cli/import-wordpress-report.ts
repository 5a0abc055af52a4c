/** What happened to one post or page of the export, as the summary lists it. */
export interface ImportedEntry {
  kind: "articolo" | "pagina";
  title: string;
  /** 'pubblicato', 'importato come bozza perché protetto da password', 'saltato: …' */
  outcome: string;
  /** What changed on the way: a new slug, a new title, a picture not found … */
  notes: string[];
}

export interface ImportReport {
  /** Articles: imported, and how. */
  imported: number;
  published: number;
  scheduled: number;
  drafts: number;
  /** Pages created, and of them published. */
  pages: number;
  pagesPublished: number;
  covers: number;
  /** Pictures of pages carried into the site. */
  pageImages: number;
  redirects: number;
  entries: ImportedEntry[];
  /** The menus: what became of them, line by line. */
  menus: string[];
}

export const emptyReport = (): ImportReport => ({
  imported: 0,
  published: 0,
  scheduled: 0,
  drafts: 0,
  pages: 0,
  pagesPublished: 0,
  covers: 0,
  pageImages: 0,
  redirects: 0,
  entries: [],
  menus: [],
});

/** The entries that were not imported. */
export const skippedEntries = (report: ImportReport) => report.entries.filter((entry) => entry.outcome.startsWith("saltat"));

/** Why an entry is kept from visitors: what WordPress said of it, then what it lacks. */
export function draftReasons(entry: { passwordProtected: boolean; status: string; title: string }, hasText: boolean): string[] {
  const reasons: string[] = [];
  if (entry.passwordProtected) reasons.push("protetto da password");
  if (entry.status === "private") reasons.push("privato");
  if (!entry.title) reasons.push("senza titolo");
  if (!hasText) reasons.push("senza testo");
  return reasons;
}

/** The summary the command prints, in Italian. */
export function summaryLines(report: ImportReport): string[] {
  const lines = [
    `Importati ${report.imported} articoli (${report.published} pubblicati, ${report.scheduled} programmati, ${report.drafts} bozze), ${report.covers} immagini in evidenza, ${report.redirects} indirizzi WordPress reindirizzati.`,
    `Create ${report.pages} pagine (${report.pagesPublished} pubblicate, ${report.pages - report.pagesPublished} bozze), ${report.pageImages} immagini delle pagine.`,
  ];
  for (const entry of report.entries) {
    const notes = entry.notes.length ? `; ${entry.notes.join("; ")}` : "";
    lines.push(`  ${entry.kind} «${entry.title}»: ${entry.outcome}${notes}`);
  }
  if (report.menus.length) {
    lines.push("Menu:");
    for (const line of report.menus) lines.push(`  ${line}`);
  }
  return lines;
}
