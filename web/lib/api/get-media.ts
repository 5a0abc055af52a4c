import type { MediaPage } from "../../../src/shared/schemas/media-answers";
import { apiQuery } from "../api-client";

/** GET /api/media?…: one page of the media library (the library's page and the picker of every editor). */
export const mediaPageQuery = (params: URLSearchParams) => apiQuery<MediaPage>([`/api/media?${params.toString()}`]);
