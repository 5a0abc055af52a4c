/** Where a visit or a request came from, as staff read it in the inbox and the statistics. */
export interface VisitSourceFields {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

const SEARCH_ENGINE = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|yandex|baidu|startpage|brave)\.[a-z.]+$/;

export function isSearchEngine(host: string): boolean {
  return SEARCH_ENGINE.test(host);
}

/** 'Campagna: newsletter / email / autunno', 'Ricerca: www.google.com', 'Sito: …', 'Accesso diretto' or 'Non registrata'. */
export function visitSourceLabel(f: VisitSourceFields): string {
  if (f.utm_source || f.utm_campaign) {
    return `Campagna: ${[f.utm_source, f.utm_medium, f.utm_campaign].filter(Boolean).join(" / ")}`;
  }
  if (f.referrer_host) return `${isSearchEngine(f.referrer_host) ? "Ricerca" : "Sito"}: ${f.referrer_host}`;
  if (f.landing_page) return "Accesso diretto";
  return "Non registrata";
}
