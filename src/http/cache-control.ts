/**
 * Cache-Control of every kind of response, for browsers and for a CDN or caching proxy in front.
 *
 * Public pages: browsers revalidate every time (max-age=0, answered with a 304 through the
 * ETag), shared caches keep a page for a minute and may serve it stale for ten more minutes
 * while fetching a fresh copy, so a published article shows everywhere within about a minute.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** The staff area, API answers and anything about one person: never stored anywhere. */
export const PRIVATE_PAGE = "private, no-store";

/** Content-hashed files (/assets/app-<hash>.css): a new name on every change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Bundled pictures under a stable name (/attached_assets): a day fresh, then revalidated through
 * the ETag (a 304 without the body), and served stale for a week while that happens.
 */
export const STABLE_NAME = "public, max-age=86400, stale-while-revalidate=604800";
