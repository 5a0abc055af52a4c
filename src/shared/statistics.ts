/*
 * /api/statistics: what the statistics page reads. Visitors are the sum of each day's unique
 * visitors (the daily salt makes the same person a new visitor every day, by design).
 */
import type { ConsentChoiceKind } from "./consent-choices";
import type { LanguageCode } from "./languages";

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

/** One language's share of the period: its pages' views, and the visits that began on one of them. */
interface StatisticsLanguage {
  language: LanguageCode;
  visits: number;
  pageviews: number;
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
    /** The requests sent from browsers whose visits are counted: the ones the conversion rate compares. */
    countedRequests: number;
    /** Counted requests per 100 visitors, one decimal, at most 100; null without visitors. */
    conversionRate: number | null;
    clicks: { tel: number; mailto: number; whatsapp: number };
  };
  days: StatisticsDay[];
  pages: StatisticsPage[];
  sources: StatisticsSource[];
  campaigns: StatisticsCampaign[];
  requestsByTipo: { tipo: string | null; requests: number }[];
  requestsByLanding: { landing_page: string | null; requests: number }[];
  /** Visits and page views per language of the pages seen (every language of the site, in the list's order). */
  languages: StatisticsLanguage[];
  consent: { totals: Record<ConsentChoiceKind, number>; days: StatisticsConsentDay[] };
}

/**
 * Requests per 100 visitors with one decimal, or null when nobody visited. Only requests from counted
 * browsers are passed in, so both figures count the same people; a visitor who sends two requests
 * still converted once, so the rate stops at 100%.
 */
export function conversionRate(requests: number, visitors: number): number | null {
  return visitors > 0 ? Math.min(100, Math.round((requests / visitors) * 1000) / 10) : null;
}

/** How the rate is computed, as the statistics page says it next to the figure. */
export const CONVERSION_RATE_EXPLANATION =
  "Richieste inviate da visitatori conteggiati, ogni 100 visitatori (al massimo 100%). Le visite dei browser che chiedono di non essere misurati (Do Not Track, GPC) e dei programmi automatici non sono conteggiate: le loro richieste restano tra le richieste di contatto ma non entrano nel tasso.";
