/**
 * Whether a menu link to `to` marks the page at `pathname` as its own: the same path, or (unless
 * `end`) a page below it. The home matches only itself; a trailing slash on `to` does not count.
 */
export function isActiveLink(pathname: string, to: string, end: boolean): boolean {
  const target = to.length > 1 ? to.replace(/\/+$/, "") : to;
  return pathname === target || (!end && target !== "/" && pathname.startsWith(`${target}/`));
}
