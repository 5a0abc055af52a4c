import type { PostSummary, StaffPostDetail } from "../../../../src/shared/blog";
import type { BlogListPage } from "../../../../src/shared/schemas/blog-admin";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/blog: every article, drafts too (staff). */
const ALL_POSTS_KEY = ["/api/blog"] as const;
export const allPostsQuery = () => apiQuery<PostSummary[]>(ALL_POSTS_KEY);

/** GET /api/blog/{id}: one article as the editor opens it. */
export const postByIdKey = (id: number) => ["/api/blog", id] as const;
export const postQuery = (id: number) => apiQuery<StaffPostDetail>(postByIdKey(id));

/** GET /api/blog/admin/list?…: one page of the staff's list, searched, filtered and ordered by the server. */
export const postListQuery = (query: URLSearchParams) => apiQuery<BlogListPage>([`/api/blog/admin/list?${query.toString()}`]);
