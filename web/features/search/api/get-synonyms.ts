import type { SynonymGroup } from "../../../../src/shared/search";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/search/synonyms: the words the site search treats as one. */
export const SYNONYMS_KEY = ["/api/search/synonyms"] as const;
export const synonymsQuery = () => apiQuery<SynonymGroup[]>(SYNONYMS_KEY);
