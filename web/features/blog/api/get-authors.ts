import type { PostAuthor } from "../../../../src/shared/blog";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/blog/authors: every staff account that can sign an article. */
export const authorsQuery = () => apiQuery<PostAuthor[]>(["/api/blog/authors"]);
