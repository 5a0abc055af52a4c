/**
 * The cached home as a browser asks for it (brotli, access log on) against a bare Bun.serve of the
 * same bytes: rows in pairs, one after the other, and the pair with the median ratio reported. On
 * this shared 2-core machine one pair's ratio ranges from 0.5 to 1.0, so each pair is started by
 * the other server in turn: a slow spell of the machine does not always fall on the same side.
 * The bench takes pairs at two moments (after the renders, after the load rows) and reports one
 * figure for them all: the median of every pair's ratio (`pooled`), the same in its table and text.
 */
import { median } from "./measure";
import { type Row, wrk } from "./wrk";

interface Pair {
  site: Row;
  bare: Row;
  ratio: number;
}

export interface BrotliPairs {
  /** Each pair's rows and site/bare ratio, lowest ratio first. */
  pairs: Pair[];
  /** Each pair's site/bare ratio, lowest first. */
  ratios: number[];
  /** The pair with the median ratio: its rows go in the table. */
  site: Row;
  bare: Row;
  ratio: number;
  /** Each server's processor time per answer, the median over the pairs (µs): steadier than req/s on a shared machine. */
  siteCpuUs: number;
  bareCpuUs: number;
}

export async function brotliPairs(options: {
  count: number;
  label: string;
  siteUrl: string;
  sitePid: number;
  bareUrl: string;
  barePid: number | undefined;
  bareLabel: string;
}): Promise<BrotliPairs> {
  const brotli = ["Accept-Encoding: gzip, deflate, br"];
  // The page rendered, kept, and compressed the better way (just after its first answer) before timing.
  for (let i = 0; i < 200; i++) await (await fetch(options.siteUrl, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  await Bun.sleep(200);
  const siteRow = () => wrk(options.label, options.siteUrl, options.sitePid, undefined, false, brotli, options.sitePid);
  const bareRow = () => wrk(options.bareLabel, options.bareUrl, null, undefined, false, brotli, options.barePid);
  const pairs: Pair[] = [];
  for (let i = 0; i < options.count; i++) {
    const bareFirst = i % 2 === 1;
    const first = await (bareFirst ? bareRow() : siteRow());
    const second = await (bareFirst ? siteRow() : bareRow());
    const [site, bare] = bareFirst ? [second, first] : [first, second];
    pairs.push({ site, bare, ratio: bare.reqPerSec > 0 ? site.reqPerSec / bare.reqPerSec : 0 });
  }
  return summary(pairs);
}

/** The pairs summed up: the median pair's rows and ratio, each server's median processor time per answer. */
function summary(unsorted: Pair[]): BrotliPairs {
  const pairs = [...unsorted].sort((a, b) => a.ratio - b.ratio);
  const middle = pairs[Math.floor(pairs.length / 2)] as Pair;
  const cpu = (pick: (pair: Pair) => Row) => median(pairs.map((pair) => pick(pair).serverCpuUsPerRequest ?? 0));
  return {
    pairs,
    ratios: pairs.map((pair) => pair.ratio),
    site: middle.site,
    bare: middle.bare,
    ratio: middle.ratio,
    siteCpuUs: cpu((pair) => pair.site),
    bareCpuUs: cpu((pair) => pair.bare),
  };
}

/** Every pair of several runs as one: the figure the bench reports for the cached page. */
export function pooled(...runs: BrotliPairs[]): BrotliPairs {
  return summary(runs.flatMap((run) => run.pairs));
}

/** The pairs' two lines of the report: the ratios, and the processor time per answer. */
export function describePairs(title: string, pairs: BrotliPairs): string {
  return [
    `${title}, ${pairs.ratios.length} coppie: ${pairs.ratios.map((ratio) => ratio.toFixed(2)).join(", ")} (mediana ${pairs.ratio.toFixed(2)})`,
    `  tempo di processore del server per risposta (mediana delle coppie): sito ${pairs.siteCpuUs.toFixed(1)} µs, Bun.serve ${pairs.bareCpuUs.toFixed(1)} µs (rapporto ${(pairs.bareCpuUs / pairs.siteCpuUs).toFixed(2)})`,
  ].join("\n");
}
