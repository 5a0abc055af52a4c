/**
 * `npm run bench`: throughput and memory of the built executable (built first when missing).
 *   A temporary data folder with the demo content and one staff account; the demo gallery drawn
 *   and its image process ended; 50 page views (idle memory); then, with wrk (-t2 -c50,
 *   uncompressed, 5 s a row): /, an article, the article with a unique gclid per request, a new
 *   404 path per request, /api/blog?published=true, a gallery read, a hashed asset and a static
 *   file of the home's size served by a bare Bun.serve (the ceiling of this machine), and the
 *   home again once 10,000 redirect rules are imported (the ratio to the first is printed); then
 *   30 s of quiet, the server's memory read at 10, 20 and 30 s (`--only memory`: that alone, after
 *   the load rows, scripts/bench/memory-quiet.ts); then 20 photo uploads; then the site search on another data folder with 5,000 articles more
 *   (scripts/bench-search.ts): index ready at start-up, time on the server, a wrk row; then, on a
 *   server and data folder of their own, 50,000 redirect rules imported while four visitors ask for
 *   the home page one request after the other (scripts/bench/import-load.ts: import time, visitors'
 *   p50, p99 and longest wait). Last, on a
 *   data folder of its own, the admin lists with 5,000 articles, 2,000 pictures and 10,000
 *   redirects (scripts/bench-lists.ts).
 * Also times a one-page product datasheet made anew (`--datasheet-only`: that alone, scripts/bench/datasheets.ts).
 * And a reference's sheet and the 50-page dossier among 1,000 references (`--reference-sheets-only`: those alone, scripts/bench/reference-sheets.ts).
 * Also times uncached renders of the article (the page cache emptied before each, through the
 * staff API): the first ones from start (the JIT cold), then, after warm-up renders, back to back
 * and after a pause, as the server reports them (Server-Timing) and as the client sees them.
 * Last, start-up: the server stopped and launched STARTUP_RUNS times on the same (existing) data
 * folder, timed from launch to its first 200 on /healthz, and to the home page after it
 * (`--startup-only`: that alone, on a data folder the server has just created).
 * Prints one table (req/s, p50, p99, errors, RSS before/after, ratio to the static file; the cached home as a
 * browser asks for it, with brotli, against a bare Bun.serve of the same brotli bytes: six pairs in turn
 * once every page is rendered and three more after the load rows, one figure for all nine, the median
 * pair's ratio (in the table and in the text alike), and each server's processor time per answer, steadier
 * on a shared machine; the English pages' weight and render against their Italian pairs; the cached
 * article with brotli against the same article with a unique gclid, and with unique utm_*, per
 * request, in five rounds of alternating order, each round's ratio and the median), the
 * render times, the memory at each step (own vs mapped-file pages) and the start-up, and writes
 * bench-results.json. BENCH_PORT (and the next one) sets the ports. Asserts nothing: timings
 * depend on the machine and its load. The parts: scripts/bench/ (wrk rows, renders, start-up,
 * staff's work, the report).
 */
import { spawn, spawnSync, type Subprocess } from "bun";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { benchAdminLists, listTable } from "./bench-lists";
import { benchSearch } from "./bench-search";
import { type ArchiveRow, benchArchive, describeArchive } from "./bench/archive";
import { base, binary, only, PORT, root, SECONDS, STAFF, STATIC_PORT } from "./bench/config";
import { brotliPairs, describePairs, pooled } from "./bench/brotli-pairs";
import { importUnderLoad } from "./bench/import-load";
import { campaignPairs, describeCampaignPairs } from "./bench/campaign-pairs";
import { editionOnly, editionPairs, editionTable } from "./bench/english-pairs";
import { rssMb, rssSplit, untilDemoGalleryDrawn, waitFor } from "./bench/measure";
import { memoryAfterQuiet, memoryOnly } from "./bench/memory-quiet";
import { datasheetOnly, datasheetTimes } from "./bench/datasheets";
import { signIn, uncachedRenders } from "./bench/renders";
import { printReport } from "./bench/report";
import { benchReferenceSheets, describeReferenceSheets, referenceSheetsOnly } from "./bench/reference-sheets";
import { benchReferences, describeReferences } from "./bench/references";
import { importRedirects, uploadPhotos } from "./bench/staff-work";
import { STARTUP_RUNS, startupOnly, startupTimes } from "./bench/startup";
import { luaUnique, type Row, wrk } from "./bench/wrk";

/** Pairs of rows (cached home, bare Bun.serve of its bytes) behind the reported ratio (see bench/brotli-pairs.ts). */
const BROTLI_PAIRS = 6;
/** The same pairs again once the server has taken the load rows: one median over all of them, an odd count. */
const PAIRS_AFTER_LOAD = 3;
/** Rounds of the cached article against the same article with a unique gclid and unique utm_* (see bench/campaign-pairs.ts). */
const CAMPAIGN_ROUNDS = 5;
/** Uncached renders of the article timed one by one (the page cache emptied before each). */
const UNCACHED_RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
/** Renders before those (the first COLD_RENDERS of them reported apart). */
const RENDER_WARM_UP = Number(process.env.BENCH_RENDER_WARM_UP ?? 500);
/** How many of the first renders (the JIT still cold) are reported on their own. */
const COLD_RENDERS = 100;

async function main() {
  if (!existsSync(binary))
    spawnSync([process.execPath, join(root, "scripts/build.ts")], { stdout: "inherit", stderr: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-"));
  const made = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (made.exitCode !== 0) throw new Error(`admin create non riuscito: ${made.stderr.toString()}`);
  if (process.argv.includes("--startup-only")) return startupOnly(dataDir);
  if (only === "memory") return memoryOnly(dataDir);
  if (only === "edition") return editionOnly(dataDir);
  if (process.argv.includes("--datasheet-only"))
    return datasheetOnly(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  if (process.argv.includes("--reference-sheets-only")) return referenceSheetsOnly(binary, PORT + 4, dataDir);
  // /referenze among 1,000 references, on a copy of the data folder before its server first starts.
  const references = await benchReferences(binary, PORT + 3, dataDir);
  console.log(describeReferences(references));
  // A reference's sheet and the 50-page dossier among them.
  const referenceSheets = await benchReferenceSheets(binary, PORT + 4, dataDir);
  console.log(describeReferenceSheets(referenceSheets));
  if (process.argv.includes("--references-only")) return rmSync(dataDir, { recursive: true, force: true });
  // Copies of the data folder as made, before its server first starts, for the rows among many articles.
  const archive = await benchArchive(binary, PORT + 2, dataDir);
  for (const row of archive) console.log(describeArchive(row));
  if (process.argv.includes("--archive-only")) return archiveOnly(dataDir, archive);
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  let staticServer: Subprocess | null = null;
  try {
    await waitFor(`${base}/healthz`);
    const atStart = rssSplit(server.pid);
    await untilDemoGalleryDrawn(base, server.pid);
    const posts = (await (await fetch(`${base}/api/blog?published=true`)).json()) as { slug: string }[];
    const article = `/blog/${posts[0]?.slug}`;
    const pages = ["/", "/prodotti/automazione-parcheggi", "/applicazioni/aeroporti", "/blog", article, "/contatti"];
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base}${pages[i % pages.length]}${i % 2 ? `?gclid=vista${i}` : ""}`);
      await res.arrayBuffer();
    }
    await Bun.sleep(1500);
    const idle = rssSplit(server.pid);

    const home = await (await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } })).text();
    const asset = /<script type="module" src="([^"]+)"/.exec(home)?.[1] ?? "/favicon.svg";
    const gallery = "/api/galleries/aeroporti";
    const homeBytes = new TextEncoder().encode(home).byteLength;
    const staticDir = mkdtempSync(join(tmpdir(), "parksite-bench-static-"));
    writeFileSync(join(staticDir, "home.html"), "x".repeat(homeBytes));
    // The home page as a browser gets it (brotli): the same bytes, handed out by a bare Bun.serve, are the ceiling of a cached page.
    const homeBrotli = new Uint8Array(
      await (await fetch(`${base}/`, { headers: { "accept-encoding": "br" }, decompress: false })).arrayBuffer(),
    );
    writeFileSync(join(staticDir, "home.br"), homeBrotli);
    staticServer = spawn(
      [
        process.execPath,
        "-e",
        `const read = async (name) => new Uint8Array(await Bun.file(${JSON.stringify(staticDir)} + "/" + name).arrayBuffer()); const bytes = await read("home.html"); const br = await read("home.br"); Bun.serve({ port: ${STATIC_PORT}, hostname: "127.0.0.1", fetch: (req) => new URL(req.url).pathname === "/br" ? new Response(br, { headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "br" } }) : new Response(bytes, { headers: { "content-type": "text/html" } }) });`,
      ],
      { stdout: "ignore", stderr: "inherit" },
    );
    await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);

    // Warm-up: every page rendered once and its code read once.
    for (const path of [...pages, asset, gallery, "/api/blog?published=true"])
      await (await fetch(`${base}${path}`)).arrayBuffer();
    const rssBeforeLoad = rssMb(server.pid);
    // A browser's request for the cached home (brotli, access log on) against a bare Bun.serve of the
    // same bytes, on a server that has started and rendered each page once: what a cached page costs
    // the server over the runtime itself, the ratio the table reports.
    const pairOptions = {
      siteUrl: `${base}/`,
      sitePid: server.pid,
      bareUrl: `http://127.0.0.1:${STATIC_PORT}/br`,
      barePid: staticServer.pid,
      bareLabel: `stessi byte brotli (${(homeBrotli.byteLength / 1024).toFixed(1)} KB, Bun.serve)`,
    };
    const cached = await brotliPairs({ ...pairOptions, count: BROTLI_PAIRS, label: "home, brotli (come un browser)" });
    console.log(describePairs("home brotli / Bun.serve dopo i render", cached));

    const cookie = await signIn();
    // The code of a render is compiled by the JIT as a server runs: first renders apart, then warmed up.
    const cold = await uncachedRenders(article, cookie, COLD_RENDERS, 0);
    await uncachedRenders(article, cookie, Math.max(0, RENDER_WARM_UP - COLD_RENDERS), 0);
    const renders = [
      await uncachedRenders(article, cookie, UNCACHED_RENDERS, 0),
      await uncachedRenders(article, cookie, UNCACHED_RENDERS, 20),
    ];
    const datasheet = await datasheetTimes(cookie, server.pid);
    // The English pages against their Italian pairs: weight and uncached render.
    const edition = await editionPairs(cookie);
    console.log(editionTable(edition));

    // Ad campaigns' visitors (a unique gclid or utm_campaign on each click) against the plain address, in one run:
    // after the renders, whose emptied cache a late request of a row on the article would fill again.
    const campaign = await campaignPairs({ rounds: CAMPAIGN_ROUNDS, base, article, pid: server.pid, scratch: staticDir });
    console.log(describeCampaignPairs(campaign));
    campaign.plain.ratioToStatic = 1;
    campaign.gclid.ratioToStatic = campaign.gclidRatio;
    campaign.utm.ratioToStatic = campaign.utmRatio;
    const rows: Row[] = [];
    rows.push(await wrk("home", `${base}/`, server.pid));
    rows.push(await wrk("articolo", `${base}${article}`, server.pid));
    rows.push(await wrk("articolo, gclid unico", `${base}${article}`, server.pid, luaUnique(`${article}?gclid=`, staticDir)));
    rows.push(await wrk("404, percorso nuovo", `${base}/`, server.pid, luaUnique("/pagina-inesistente-", staticDir), true));
    rows.push(await wrk("/api/blog?published=true", `${base}/api/blog?published=true`, server.pid));
    rows.push(await wrk("galleria (API)", `${base}${gallery}`, server.pid));
    rows.push(await wrk("risorsa con hash", `${base}${asset}`, server.pid));
    const ceiling = await wrk(
      `file statico (${(homeBytes / 1024).toFixed(1)} KB, Bun.serve)`,
      `http://127.0.0.1:${STATIC_PORT}/`,
      null,
    );
    rows.push(ceiling);
    // The same cached page with 10,000 redirect rules (9,900 exact, 100 prefixes) checked before it.
    const imported = await importRedirects(cookie, 10_000);
    const withRules = await wrk("home, con 10.000 reindirizzamenti", `${base}/`, server.pid);
    rows.push(withRules);
    for (const row of rows) row.ratioToStatic = ceiling.reqPerSec > 0 ? row.reqPerSec / ceiling.reqPerSec : 0;
    // The same comparison once the server has taken every row above: floods of new addresses among them.
    const afterLoad = await brotliPairs({ ...pairOptions, count: PAIRS_AFTER_LOAD, label: "home, brotli, dopo il carico" });
    console.log(describePairs("home brotli / Bun.serve dopo il carico", afterLoad));
    // One figure for the cached page: the median of all the pairs, the same in the table.
    const homePairs = pooled(cached, afterLoad);
    const pairName = `coppia mediana di ${homePairs.ratios.length}`;
    rows.push(
      { ...homePairs.site, name: `home in cache, brotli (${pairName})`, ratioToStatic: homePairs.ratio },
      { ...homePairs.bare, name: `${homePairs.bare.name} (${pairName})`, ratioToStatic: 1 },
      campaign.plain,
      campaign.gclid,
      campaign.utm,
    );
    const loadEnded = performance.now();
    await Bun.sleep(2000);
    const rssAfterLoad = rssMb(server.pid);
    // Nothing asked of the server for 30 s: what it gives back once quiet.
    const quiet = await memoryAfterQuiet(server.pid, loadEnded);

    const { peakUploads, peakImageProcess, uploadTimes } = await uploadPhotos(cookie, server.pid);
    const afterUploads = rssSplit(server.pid);

    const search = await benchSearch({ binary, port: PORT + 2, scratch: staticDir, waitFor, wrk });
    search.row.ratioToStatic = ceiling.reqPerSec > 0 ? search.row.reqPerSec / ceiling.reqPerSec : 0;
    rows.push(search.row);
    const redirectImport = await importUnderLoad(binary, PORT + 2);
    // Start-up on the data folder the bench filled (an existing folder, as at an upgrade's restart).
    server.kill("SIGTERM");
    await server.exited;
    const startup = await startupTimes(dataDir, STARTUP_RUNS);

    const rssAfterUploads = afterUploads.rssMb;
    const memory = {
      rssAtStartMb: atStart.rssMb,
      atStart,
      rssIdleAfterGalleryAnd50ViewsMb: idle.rssMb,
      idle,
      rssBeforeLoadMb: rssBeforeLoad,
      rssPeakDuringLoadMb: Math.max(...rows.map((r) => r.rssPeakMb)),
      rssAfterLoadMb: rssAfterLoad,
      /** Seconds of quiet after the load → the server's RSS, and the image process's. */
      afterQuiet: quiet,
      rssPeakDuringUploadsMb: peakUploads,
      imageProcessPeakDuringUploadsMb: peakImageProcess,
      rssAfter20UploadsMb: rssAfterUploads,
      afterUploads,
      uploadMedianMs: uploadTimes[10] ?? 0,
    };
    printReport({
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
      search: search.result,
      redirectImport,
      archive,
      startup,
      counts: { COLD_RENDERS, UNCACHED_RENDERS, RENDER_WARM_UP },
    });
    const out = join(root, "bench-results.json");
    writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), seconds: SECONDS, rows, cachedPagePairs: { reported: homePairs.ratio, afterRenders: cached, afterLoad }, campaignLinks: campaign, memory, uncachedArticle: { cold, warm: renders }, datasheet, edition, references, referenceSheets, search: search.result, redirectImport, archive: archiveResult(archive), startup }, null, 2)}\n`,
    );
    console.log(`risultati: ${out}`);
    rmSync(staticDir, { recursive: true, force: true });
  } finally {
    staticServer?.kill("SIGTERM");
    server.kill("SIGTERM");
    await server.exited;
    if (staticServer) await staticServer.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows among many articles as bench-results.json keeps them, with when and how loaded the machine was. */
const archiveResult = (rows: ArchiveRow[]) => ({ date: new Date().toISOString(), loadavg: loadavg(), rows });

/** `--archive-only`: the rows among many articles alone, written into bench-results.json beside the last full run's figures. */
function archiveOnly(dataDir: string, archive: ArchiveRow[]): void {
  rmSync(dataDir, { recursive: true, force: true });
  const out = join(root, "bench-results.json");
  const kept = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>) : {};
  writeFileSync(out, `${JSON.stringify({ ...kept, archive: archiveResult(archive) }, null, 2)}\n`);
  console.log(`risultati: ${out}`);
}

const alone =
  only !== null ||
  ["--startup-only", "--archive-only", "--datasheet-only", "--references-only", "--reference-sheets-only"].some((flag) =>
    process.argv.includes(flag),
  );
await main();
// A part run alone (`--startup-only`, `--archive-only`, `--only`): no admin lists after it.
if (!alone) console.log(`\n${listTable(await benchAdminLists(binary, PORT + 2))}`);
