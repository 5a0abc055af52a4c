import { queryOptions } from "@tanstack/react-query";
import type { DocumentStatistics } from "../../../../src/shared/schemas/document-answers";
import type { SearchStatistics } from "../../../../src/shared/search";
import type { StatisticsReport } from "../../../../src/shared/statistics";
import { type ApiError, apiGet } from "../../../lib/api-client";

export const STATISTICS_PATH = "/api/statistics";
const SEARCH_STATISTICS_PATH = "/api/search/statistics";

/** The period as the statistics' addresses take it. */
export const periodQuery = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

/** GET /api/statistics?from&to: the visits of a period. */
export const statisticsQuery = (from: string, to: string) =>
  queryOptions<StatisticsReport, ApiError>({
    queryKey: [STATISTICS_PATH, from, to],
    queryFn: ({ signal }) => apiGet<StatisticsReport>(`${STATISTICS_PATH}?${periodQuery(from, to)}`, signal),
  });

/** GET /api/search/statistics?from&to: what visitors looked for with the site search in the period. */
export const searchStatisticsQuery = (from: string, to: string) =>
  queryOptions<SearchStatistics, ApiError>({
    queryKey: [SEARCH_STATISTICS_PATH, from, to],
    queryFn: ({ signal }) => apiGet<SearchStatistics>(`${SEARCH_STATISTICS_PATH}?${periodQuery(from, to)}`, signal),
  });

const DOCUMENT_STATISTICS_PATH = "/api/documents/statistics";

/** GET /api/documents/statistics?from&to: each document's downloads in the period, and the leads a gated one brought. */
export const documentStatisticsQuery = (from: string, to: string) =>
  queryOptions<DocumentStatistics, ApiError>({
    queryKey: [DOCUMENT_STATISTICS_PATH, from, to],
    queryFn: ({ signal }) => apiGet<DocumentStatistics>(`${DOCUMENT_STATISTICS_PATH}?${periodQuery(from, to)}`, signal),
  });
