/**
 * Campaign links against the plain address: the cached article as a browser asks for it (brotli,
 * access log on), then the same article with a unique gclid per request, and with a unique
 * utm_campaign (utm_source and utm_medium beside it). Rows taken in rounds, one after the other,
 * each round started by the next kind in turn (a slow spell of the shared machine does not always
 * fall on the same side); each round's ratio to its plain row, and the median round reported.
 * Every row's requests are made by a wrk script doing the same work (see luaSame).
 */
import { median } from "./measure";
import { luaSame, luaUnique, type Row, wrk } from "./wrk";

export interface CampaignPairs {
  /** Each round's campaign/plain ratio, lowest first. */
  gclidRatios: number[];
  utmRatios: number[];
  /** The medians. */
  gclidRatio: number;
  utmRatio: number;
  /**
   * The server's processor time per answer (µs), the median over the rounds, for the plain address,
   * the gclid and the utm_* rows: steadier than req/s on a shared machine, and blind to wrk's own
   * work (a script per request costs the client more than a fixed address).
   */
  cpuUs: { plain: number; gclid: number; utm: number };
  /** The rows of the round with the median gclid ratio: they go in the table. */
  plain: Row;
  gclid: Row;
  utm: Row;
}

const cpu = (rounds: { rows: Row[] }[], kind: number) =>
  median(rounds.map((round) => round.rows[kind]?.serverCpuUsPerRequest ?? 0));

export async function campaignPairs(options: {
  rounds: number;
  base: string;
  article: string;
  pid: number;
  /** Where wrk's scripts are written. */
  scratch: string;
}): Promise<CampaignPairs> {
  const { base, article, pid } = options;
  const brotli = ["Accept-Encoding: gzip, deflate, br"];
  // The article rendered, kept and compressed the better way before timing.
  for (let i = 0; i < 200; i++) await (await fetch(`${base}${article}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  await Bun.sleep(200);
  // The plain address through a script too: wrk does the same work for each kind.
  const plainScript = luaSame(article, options.scratch);
  const gclidScript = luaUnique(`${article}?gclid=`, options.scratch);
  const utmScript = luaUnique(`${article}?utm_source=newsletter&utm_medium=email&utm_campaign=`, options.scratch);
  const kinds = [
    () => wrk("articolo, brotli", `${base}${article}`, pid, plainScript, false, brotli, pid),
    () => wrk("articolo, brotli, gclid unico", `${base}${article}`, pid, gclidScript, false, brotli, pid),
    () => wrk("articolo, brotli, utm_* unici", `${base}${article}`, pid, utmScript, false, brotli, pid),
  ];
  const rounds: { rows: Row[]; gclid: number; utm: number }[] = [];
  for (let i = 0; i < options.rounds; i++) {
    const rows: Row[] = [];
    for (let k = 0; k < kinds.length; k++) {
      const kind = (i + k) % kinds.length;
      rows[kind] = await (kinds[kind] as () => Promise<Row>)();
    }
    const [plain, gclid, utm] = rows as [Row, Row, Row];
    const ratio = (row: Row) => (plain.reqPerSec > 0 ? row.reqPerSec / plain.reqPerSec : 0);
    rounds.push({ rows, gclid: ratio(gclid), utm: ratio(utm) });
  }
  const byGclid = [...rounds].sort((a, b) => a.gclid - b.gclid);
  const middle = byGclid[Math.floor(byGclid.length / 2)] as (typeof rounds)[number];
  const [plain, gclid, utm] = middle.rows as [Row, Row, Row];
  return {
    gclidRatios: rounds.map((round) => round.gclid).sort((a, b) => a - b),
    utmRatios: rounds.map((round) => round.utm).sort((a, b) => a - b),
    gclidRatio: median(rounds.map((round) => round.gclid)),
    utmRatio: median(rounds.map((round) => round.utm)),
    cpuUs: {
      plain: cpu(rounds, 0),
      gclid: cpu(rounds, 1),
      utm: cpu(rounds, 2),
    },
    plain,
    gclid,
    utm,
  };
}

/** The report's lines: each kind's ratios to the plain address and their median. */
export function describeCampaignPairs(pairs: CampaignPairs): string {
  const { cpuUs } = pairs;
  const list = (ratios: number[]) => ratios.map((ratio) => ratio.toFixed(2)).join(", ");
  return [
    `articolo con gclid unico / stesso articolo, ${pairs.gclidRatios.length} turni: ${list(pairs.gclidRatios)} (mediana ${pairs.gclidRatio.toFixed(2)})`,
    `articolo con utm_* unici / stesso articolo, ${pairs.utmRatios.length} turni: ${list(pairs.utmRatios)} (mediana ${pairs.utmRatio.toFixed(2)})`,
    `  tempo di processore del server per risposta (mediana dei turni): articolo ${cpuUs.plain.toFixed(1)} µs, gclid ${cpuUs.gclid.toFixed(1)} µs (rapporto ${(cpuUs.plain / cpuUs.gclid).toFixed(2)}), utm_* ${cpuUs.utm.toFixed(1)} µs (rapporto ${(cpuUs.plain / cpuUs.utm).toFixed(2)})`,
  ].join("\n");
}
