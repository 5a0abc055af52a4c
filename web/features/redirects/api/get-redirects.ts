import type { NotFoundPage, RedirectPage, RedirectTestAnswer } from "../../../../src/shared/schemas/redirect-answers";
import { apiQuery } from "../../../lib/api-client";

const BASE = "/api/redirects";

/** GET /api/redirects?…: one page of the rules. */
export const redirectsQuery = (params: URLSearchParams) => apiQuery<RedirectPage>([`${BASE}?${params.toString()}`]);

/** GET /api/redirects/not-found?page: the addresses visitors found missing. */
export const notFoundQuery = (page: number) => apiQuery<NotFoundPage>([`${BASE}/not-found?page=${page}`]);

/** GET /api/redirects/test?path: where an address would lead. */
export const redirectTestQuery = (path: string) =>
  apiQuery<RedirectTestAnswer>([`${BASE}/test?path=${encodeURIComponent(path)}`]);
