import { isSiteLink, linkedPagePath, mayBeCreatedPage, pageLinkMessages } from "../../shared/pages/site-links";
import type { CreatedPages } from "./created-pages";

/** Keys of the links of page content: buttons and cards lead `to` a page, a certification to its `document`. */
const LINK_KEYS = new Set(["to", "document"]);

/** Every link target in an entry's content, wherever it sits. */
function linkTargets(content: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (LINK_KEYS.has(key) && typeof child === "string") found.push(child);
        else visit(child);
      }
    }
  };
  visit(content);
  return found;
}

/**
 * What is wrong with the links of an entry to pages staff created: a page that does not exist,
 * or (for a publication, `live`) one visitors cannot see yet. A draft may point to a draft page,
 * and a page to itself.
 */
export function pageLinkProblems(content: unknown, created: CreatedPages, options: { live: boolean; self: string }): string[] {
  const problems = new Set<string>();
  for (const target of linkTargets(content)) {
    const path = linkedPagePath(target);
    if (path === null || path === options.self || !mayBeCreatedPage(path)) continue;
    if (!created.has(path)) problems.add(pageLinkMessages.unknownPage(path));
    else if (options.live && !created.isLive(path)) problems.add(pageLinkMessages.unpublishedPage(path));
  }
  return [...problems];
}

/** A link visitors can follow now: a built-in page, the blog, an outside address or a live created page. */
export function isLiveSiteLink(target: string, created: CreatedPages): boolean {
  if (!isSiteLink(target)) return false;
  const path = linkedPagePath(target);
  return path === null || !mayBeCreatedPage(path) || created.isLive(path);
}
