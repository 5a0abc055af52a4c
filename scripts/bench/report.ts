/** The bench's closing report: the throughput table, then one line per measurement. */
import { loadavg } from "node:os";
import { SEARCH_ARTICLES, type SearchBench } from "../bench-search";
import { type ArchiveRow, describeArchive } from "./archive";
import { type BrotliPairs, describePairs } from "./brotli-pairs";
import { type CampaignPairs, describeCampaignPairs } from "./campaign-pairs";
import { type DatasheetTimes, describeDatasheet } from "./datasheets";
import { type EditionRow, editionTable } from "./english-pairs";
import { SECONDS } from "./config";
import type { ImportUnderLoad } from "./import-load";
import { median } from "./measure";
import { describeQuiet, type QuietMemory } from "./memory-quiet";
import type { RenderTimes } from "./renders";
import { STARTUP_RUNS } from "./startup";
import type { Row } from "./wrk";

interface MemorySplit {
  rssMb: number;
  anonMb: number;
  fileMb: number;
}

export interface BenchReport {
  rows: Row[];
  memory: {
    rssPeakDuringLoadMb: number;
    rssAfterLoadMb: number;
    afterQuiet: QuietMemory;
    rssPeakDuringUploadsMb: number;
    imageProcessPeakDuringUploadsMb: number;
    uploadMedianMs: number;
  };
  atStart: MemorySplit;
  idle: MemorySplit;
  afterUploads: MemorySplit;
  imported: { rules: number; ms: number };
  withRules: Row;
  /** The cached home against a bare Bun.serve, every pair of the run (see brotli-pairs.ts). */
  homePairs: BrotliPairs;
  campaign: CampaignPairs;
  cold: RenderTimes;
  renders: RenderTimes[];
  datasheet: DatasheetTimes;
  edition: EditionRow[];
  search: SearchBench;
  redirectImport: ImportUnderLoad;
  archive: ArchiveRow[];
  startup: { healthMs: number[]; homeMs: number[] };
  counts: { COLD_RENDERS: number; UNCACHED_RENDERS: number; RENDER_WARM_UP: number };
}

export function printReport({
  rows,
  memory,
  atStart,
  idle,
  afterUploads,
  imported,
  withRules,
  homePairs,
  campaign,
  cold,
  renders,
  datasheet,
  edition,
  search,
  redirectImport,
  archive,
  startup,
  counts,
}: BenchReport) {
  const { COLD_RENDERS, UNCACHED_RENDERS, RENDER_WARM_UP } = counts;
  const article1 = rows[1]?.reqPerSec ?? 0;
  const gclid = rows[2]?.reqPerSec ?? 0;
  const f = (n: number, digits = 0) => n.toFixed(digits);
  const table = [
    "| riga | req/s | p50 ms | p99 ms | errori | RSS prima → dopo (picco) MB | rapporto al file statico |",
    "|---|---:|---:|---:|---:|---|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${f(r.reqPerSec)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${r.errors} | ${r.rssBeforeMb ? `${f(r.rssBeforeMb)} → ${f(r.rssAfterMb)} (${f(r.rssPeakMb)})` : "-"} | ${f(r.ratioToStatic ?? 0, 2)}× |`,
    ),
  ];
  console.log(
    `\nparksite bench (wrk -t2 -c50, ${SECONDS} s a riga, senza compressione), load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log(table.join("\n"));
  const split = (m: { rssMb: number; anonMb: number; fileMb: number }) =>
    `${f(m.rssMb)} MB (propria ${f(m.anonMb)}, file mappati ${f(m.fileMb)})`;
  const homeRate = rows[0]?.reqPerSec ?? 0;
  console.log(
    `\nhome con ${imported.rules} reindirizzamenti (importati in ${f(imported.ms)} ms) / home senza: ${f(homeRate ? withRules.reqPerSec / homeRate : 0, 2)}×`,
  );
  console.log(
    describePairs(
      "home in cache con brotli / Bun.serve degli stessi byte, tutte le coppie alterne (dopo i render e dopo il carico); la mediana è la cifra della tabella",
      homePairs,
    ),
  );
  console.log(`articolo con gclid unico / articolo: ${f(article1 ? gclid / article1 : 0, 2)}×`);
  console.log(`brotli, in turni alterni:\n${describeCampaignPairs(campaign)}`);
  console.log(
    `articolo non in cache, i primi ${COLD_RENDERS} render dall'avvio (JIT ancora freddo): sul server p50 ${f(cold.serverP50Ms, 2)} ms, p99 ${f(cold.serverP99Ms, 2)} ms`,
  );
  for (const render of renders)
    console.log(
      `articolo non in cache (${UNCACHED_RENDERS} render ${render.pauseMs ? `dopo ${render.pauseMs} ms di pausa ciascuno` : "uno dopo l'altro"}, cache svuotata prima di ognuno, dopo ${RENDER_WARM_UP} di riscaldamento): sul server (Server-Timing, render e compressione) p50 ${f(render.serverP50Ms, 2)} ms, p99 ${f(render.serverP99Ms, 2)} ms; richiesta completa p50 ${f(render.p50Ms, 2)} ms, p99 ${f(render.p99Ms, 2)} ms`,
    );
  console.log(describeDatasheet(datasheet));
  console.log(editionTable(edition));
  console.log(
    `memoria (RSS): avvio ${split(atStart)}; galleria dimostrativa + 50 pagine ${split(idle)}; picco sotto carico ${f(memory.rssPeakDuringLoadMb)} MB; dopo il carico ${f(memory.rssAfterLoadMb)} MB; picco durante 20 upload ${f(memory.rssPeakDuringUploadsMb)} MB (più il processo delle immagini, picco ${f(memory.imageProcessPeakDuringUploadsMb)} MB, chiuso quando inattivo); dopo 20 upload ${split(afterUploads)} (upload mediano ${f(memory.uploadMedianMs)} ms)`,
  );
  console.log(
    `memoria dopo il carico (RSS del server): avvio e galleria ${f(idle.rssMb)} MB; picco sotto carico ${f(memory.rssPeakDuringLoadMb)} MB; in quiete ${describeQuiet(memory.afterQuiet)}`,
  );
  const s = search;
  console.log(
    `ricerca con ${SEARCH_ARTICLES} articoli: indice pronto ${f(s.indexReadyMs / 1000, 1)} s dopo l'avvio; sul server (Server-Timing) p50 ${f(s.repeated.p50Ms, 2)} ms, p99 ${f(s.repeated.p99Ms, 2)} ms; subito dopo una modifica dei contenuti (nessuna risposta in memoria) p50 ${f(s.afterChange.p50Ms, 2)} ms, p99 ${f(s.afterChange.p99Ms, 2)} ms; pagina /cerca completa p50 ${f(s.page.p50Ms, 2)} ms; un articolo non in cache tra ${SEARCH_ARTICLES} (sul server, render e compressione) p50 ${f(s.article.p50Ms, 2)} ms, p99 ${f(s.article.p99Ms, 2)} ms`,
  );
  const r = redirectImport;
  const waits = (w: ImportUnderLoad["during"]) =>
    `${w.visits} richieste, p50 ${f(w.p50Ms, 1)} ms, p99 ${f(w.p99Ms, 1)} ms, massimo ${f(w.maxMs, 1)} ms`;
  console.log(
    `importazione di ${r.rules} reindirizzamenti (CSV, su un server a parte) in ${f(r.importMs / 1000, 1)} s; la home per 4 visitatori intanto: ${waits(r.during)}; senza importazione, prima: ${waits(r.quiet)}`,
  );
  for (const row of archive) console.log(describeArchive(row));
  const times = (values: number[]) => values.map((v) => f(v)).join(", ");
  console.log(
    `avvio su una cartella dati esistente (${STARTUP_RUNS} volte): prima risposta 200 di /healthz mediana ${f(median(startup.healthMs))} ms (${times(startup.healthMs)}); home page subito dopo, mediana ${f(median(startup.homeMs))} ms (${times(startup.homeMs)})`,
  );
}
