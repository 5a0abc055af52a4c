import type { TagSummary } from "../../../../src/shared/schemas/blog-admin";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/blog/admin/tags: every tag with its articles (the tags page, the list's filter). */
const TAGS_KEY = ["/api/blog/admin/tags"] as const;
export const tagsQuery = () => apiQuery<TagSummary[]>(TAGS_KEY);
