import type { RevisionDetail, RevisionSummary } from "../../../../src/shared/blog";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/blog/{id}/revisions: an article's saves, restores and autosave, newest first. */
export const revisionsQuery = (postId: number) => apiQuery<RevisionSummary[]>(["/api/blog", postId, "revisions"]);

/** GET /api/blog/{id}/revisions/{rev}: one revision with the text it kept. */
export const revisionQuery = (postId: number, revisionId: number) =>
  apiQuery<RevisionDetail>(["/api/blog", postId, "revisions", revisionId]);
