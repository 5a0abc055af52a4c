import type { QueryKey } from "@tanstack/react-query";

/** GET /api/blog?published=true: what visitors see (spec §7). */
export const PUBLISHED_POSTS_KEY = ["/api/blog?published=true"] as const satisfies QueryKey;

/** GET /api/blog/slug/{slug}. */
export const postBySlugKey = (slug: string) => ["/api/blog/slug", slug] as const satisfies QueryKey;

/** GET /api/blog/tag/{tag}: the published posts of one tag. */
export const postsByTagKey = (tag: string) => ["/api/blog/tag", tag] as const satisfies QueryKey;
