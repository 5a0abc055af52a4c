import type { Db } from "../db/client";
import type { ContactRequest } from "../db/schema";
import { consentChoiceKinds } from "../shared/consent-choices";
import { LANGUAGES, languageOfPath } from "../shared/languages";
import { conversionRate, type StatisticsReport } from "../shared/statistics";
import { addDays, daysBetween, localDay } from "./calendar";
import { consentTotals } from "./consent-records";

const TOP = 20;

/** Columns a report may group by: a fixed list, never text from a request. */
type Dimension = "day" | "kind" | "path" | "entry" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign";

interface Grouped {
  key: Record<Dimension, string | number>;
  events: number;
  visitors: number;
}

/**
 * Events grouped by `dims` over a period: recent days from the raw events, older days from
 * their daily totals (a day is in one or the other, never both). Visitors are summed per day.
 */
function grouped(db: Db, from: string, to: string, dims: Dimension[], where = "1 = 1"): Grouped[] {
  const columns = dims.join(", ");
  const raw = db.$client
    .query<Record<string, string | number>, [string, string]>(
      `SELECT ${columns}, COUNT(*) AS events, COUNT(DISTINCT day || visitor) AS visitors
       FROM stats_events WHERE day BETWEEN ?1 AND ?2 AND ${where} GROUP BY ${columns}`,
    )
    .all(from, to);
  const daily = db.$client
    .query<Record<string, string | number>, [string, string]>(
      `SELECT ${columns}, SUM(events) AS events, SUM(visitors) AS visitors
       FROM stats_daily WHERE day BETWEEN ?1 AND ?2 AND ${where} GROUP BY ${columns}`,
    )
    .all(from, to);
  const merged = new Map<string, Grouped>();
  for (const row of [...raw, ...daily]) {
    const key = Object.fromEntries(dims.map((d) => [d, row[d] ?? ""])) as Grouped["key"];
    const id = JSON.stringify(key);
    const entry = merged.get(id) ?? { key, events: 0, visitors: 0 };
    entry.events += Number(row.events);
    entry.visitors += Number(row.visitors);
    merged.set(id, entry);
  }
  return [...merged.values()];
}

function dailyVisitors(db: Db, from: string, to: string): Map<string, number> {
  const rows = [
    ...db.$client
      .query<{ day: string; n: number }, [string, string]>(
        `SELECT day, COUNT(DISTINCT visitor) AS n FROM stats_events
         WHERE day BETWEEN ?1 AND ?2 AND kind = 'pageview' GROUP BY day`,
      )
      .all(from, to),
    ...db.$client
      .query<{ day: string; n: number }, [string, string]>(
        "SELECT day, visitors AS n FROM stats_days WHERE day BETWEEN ?1 AND ?2",
      )
      .all(from, to),
  ];
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.n);
  return byDay;
}

/** The columns of a contact request a report counts by. */
type RequestRow = Pick<
  ContactRequest,
  "created_at" | "tipo" | "landing_page" | "utm_source" | "utm_medium" | "utm_campaign" | "visit_counted"
>;

/** The contact requests received in the period (Italian days); possible spam is no lead. */
function requestsOf(db: Db, from: string, to: string): (RequestRow & { day: string })[] {
  return db.$client
    .query<RequestRow, [string, string]>(
      `SELECT created_at, tipo, landing_page, utm_source, utm_medium, utm_campaign, visit_counted FROM contact_requests
       WHERE created_at >= ?1 AND created_at < ?2 AND spam_reasons IS NULL`,
    )
    .all(addDays(from, -1), addDays(to, 2))
    .map((r) => ({
      ...r,
      visit_counted: r.visit_counted === null ? null : Boolean(r.visit_counted),
      day: localDay(new Date(r.created_at)),
    }))
    .filter((r) => r.day >= from && r.day <= to);
}

const byCount = <T>(rows: T[], count: (row: T) => number) => [...rows].sort((a, b) => count(b) - count(a));

function countBy<T>(rows: T[], keyOf: (row: T) => string | null): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
}

/** Everything the statistics page shows for a period, both days included. */
export function statisticsReport(db: Db, from: string, to: string): StatisticsReport {
  const visitorsByDay = dailyVisitors(db, from, to);
  const requests = requestsOf(db, from, to);
  const kindsByDay = grouped(db, from, to, ["day", "kind"]);
  const requestsByDay = countBy(requests, (r) => r.day);

  const days = daysBetween(from, to).map((day) => ({
    day,
    visitors: visitorsByDay.get(day) ?? 0,
    pageviews: kindsByDay.find((g) => g.key.day === day && g.key.kind === "pageview")?.events ?? 0,
    requests: requestsByDay.get(day) ?? 0,
  }));
  const sum = (kind: string) => kindsByDay.filter((g) => g.key.kind === kind).reduce((n, g) => n + g.events, 0);
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  // Requests from browsers whose visits are not counted (programs, Do Not Track, GPC) have no visit to be
  // compared with; those received before this was known are taken as counted.
  const countedRequests = requests.filter((r) => r.visit_counted !== false);

  const pageRows = grouped(db, from, to, ["path", "kind"]);
  const paths = [...new Set(pageRows.map((g) => String(g.key.path)))];
  const pageOf = (path: string, kind: string) => pageRows.find((g) => g.key.path === path && g.key.kind === kind);
  const pages = byCount(
    paths.map((path) => ({
      path,
      pageviews: pageOf(path, "pageview")?.events ?? 0,
      visitors: pageOf(path, "pageview")?.visitors ?? 0,
      tel: pageOf(path, "tel")?.events ?? 0,
      mailto: pageOf(path, "mailto")?.events ?? 0,
      whatsapp: pageOf(path, "whatsapp")?.events ?? 0,
    })),
    (p) => p.pageviews * 1000 + p.tel + p.mailto + p.whatsapp,
  ).slice(0, TOP);

  const entries = "kind = 'pageview' AND entry = 1";
  const sources = byCount(
    grouped(db, from, to, ["referrer_host"], entries).map((g) => ({
      host: String(g.key.referrer_host),
      visits: g.events,
      visitors: g.visitors,
    })),
    (s) => s.visits,
  ).slice(0, TOP);

  const campaignKey = (s: string, m: string, c: string) => JSON.stringify([s, m, c]);
  const requestsByCampaign = countBy(
    requests.filter((r) => r.utm_source || r.utm_campaign),
    (r) => campaignKey(r.utm_source ?? "", r.utm_medium ?? "", r.utm_campaign ?? ""),
  );
  const campaignVisits = grouped(
    db,
    from,
    to,
    ["utm_source", "utm_medium", "utm_campaign"],
    `${entries} AND (utm_source <> '' OR utm_campaign <> '')`,
  );
  const campaigns = campaignVisits.map((g) => {
    const [source, medium, campaign] = [g.key.utm_source, g.key.utm_medium, g.key.utm_campaign].map(String) as [
      string,
      string,
      string,
    ];
    return {
      source,
      medium,
      campaign,
      visits: g.events,
      requests: requestsByCampaign.get(campaignKey(source, medium, campaign)) ?? 0,
    };
  });
  // Campaigns that brought requests but whose visits are not counted (Do Not Track, for instance) are listed too.
  for (const [key, n] of requestsByCampaign) {
    const [source, medium, campaign] = JSON.parse(key ?? "[]") as [string, string, string];
    if (!campaigns.some((c) => campaignKey(c.source, c.medium, c.campaign) === key)) {
      campaigns.push({ source, medium, campaign, visits: 0, requests: n });
    }
  }

  // A page's language is its address's (spec: the English edition under /en/): nothing more is stored of a visit.
  const languages = LANGUAGES.map((l) => ({ language: l.code, visits: 0, pageviews: 0 }));
  for (const g of grouped(db, from, to, ["path", "entry"], "kind = 'pageview'")) {
    const share = languages.find((l) => l.language === languageOfPath(String(g.key.path)));
    if (!share) continue;
    share.pageviews += g.events;
    if (Number(g.key.entry) === 1) share.visits += g.events;
  }

  const consentDays = consentTotals(db, from, to);
  const consentSum = Object.fromEntries(
    consentChoiceKinds.map((k) => [k, consentDays.reduce((n, d) => n + d.counts[k], 0)]),
  ) as StatisticsReport["consent"]["totals"];

  return {
    from,
    to,
    totals: {
      visitors,
      pageviews: sum("pageview"),
      visits: grouped(db, from, to, ["kind"], entries).reduce((n, g) => n + g.events, 0),
      requests: requests.length,
      countedRequests: countedRequests.length,
      conversionRate: conversionRate(countedRequests.length, visitors),
      clicks: { tel: sum("tel"), mailto: sum("mailto"), whatsapp: sum("whatsapp") },
    },
    days,
    pages,
    sources,
    campaigns: byCount(campaigns, (c) => c.requests * 1_000_000 + c.visits).slice(0, TOP),
    requestsByTipo: byCount(
      [...countBy(requests, (r) => r.tipo)].map(([tipo, n]) => ({ tipo, requests: n })),
      (r) => r.requests,
    ),
    requestsByLanding: byCount(
      [...countBy(requests, (r) => r.landing_page)].map(([landing_page, n]) => ({ landing_page, requests: n })),
      (r) => r.requests,
    ).slice(0, TOP),
    languages,
    consent: { totals: consentSum, days: consentDays },
  };
}
