/**
 * Whether a request's If-None-Match names this entity tag: the weak comparison HTTP asks for
 * (`W/"x"` matches `"x"`), a list of tags, or `*`. A match is answered 304 with no body.
 *
 * Hono's etag() middleware hashes every body it sends; the site's tags are known before the body
 * is read (a hashed asset, a file's size and time, a cached page), so only this comparison is shared.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const own = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === own;
  });
}
