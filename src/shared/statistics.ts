/*
 * /api/statistics: what the statistics page reads. Visitors are the sum of each day's unique
 * visitors (the daily salt makes the same person a new visitor every day, by design).
 */
import type { ConsentChoiceKind } from "./consent-choices";

interface StatisticsDay {
  day: string;
  visitors: number;
  pageviews: number;
  requests: number;
}

interface StatisticsPage {
  path: string;
  pageviews: number;
  visitors: number;
  tel: number;
  mailto: number;
  whatsapp: number;
}

interface StatisticsSource {
  /** Referring host; "" for direct visits (typed address, bookmark, app). */
  host: string;
  visits: number;
  visitors: number;
}

interface StatisticsCampaign {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  requests: number;
}

interface StatisticsConsentDay {
  day: string;
  counts: Record<ConsentChoiceKind, number>;
}

export interface StatisticsReport {
  from: string;
  to: string;
  totals: {
    visitors: number;
    pageviews: number;
    /** Entries: the first page of a visit. */
    visits: number;
    requests: number;
    /** Requests per 100 visitors, one decimal; null without visitors. */
    conversionRate: number | null;
    clicks: { tel: number; mailto: number; whatsapp: number };
  };
  days: StatisticsDay[];
  pages: StatisticsPage[];
  sources: StatisticsSource[];
  campaigns: StatisticsCampaign[];
  requestsByTipo: { tipo: string | null; requests: number }[];
  requestsByLanding: { landing_page: string | null; requests: number }[];
  consent: { totals: Record<ConsentChoiceKind, number>; days: StatisticsConsentDay[] };
}

/** Requests per 100 visitors with one decimal, or null when nobody visited. */
export function conversionRate(requests: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((requests / visitors) * 1000) / 10 : null;
}
