import { createContext, type ReactNode, useContext } from "react";
import { useLocation } from "react-router-dom";
import { RenderedIslands } from "../components/ui/island";

/**
 * The parts of a visitor's page that are the same on page after page (the header, the footer):
 * drawn once for the data they show and then copied, as drawn, into the next pages the server
 * renders, which costs a fraction of drawing them again. What a part shows comes from `data`
 * (the business facts, the site texts, the menus: objects the server keeps until staff change
 * them, so a change is a new object and the part is drawn anew) and, for a part whose links mark
 * the page open (`atPath`), from where the page's address stands to each of the site's paths it
 * links to: every article of the blog sees the header alike, the blog list or a menu's own page
 * does not.
 */

interface Drawn {
  data: readonly unknown[];
  /** Where the page stood to `paths` when the part was drawn (empty for a part the same on every page). */
  standing: string;
  /** The site's paths the part links to (its menus' and its HTML's own links). */
  paths: readonly string[];
  html: string;
  /** The islands inside the part, in the order the page met them (their code is preloaded). */
  islands: readonly string[];
}

/** A part drawn for a given data is kept for this many standings of the address (a header: one per menu page, and the rest). */
const STANDINGS_KEPT = 64;

/** The parts drawn so far, by name: for the data last seen (drawn for older data, they are dropped). */
const drawnParts = new Map<string, Drawn[]>();

const sameData = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Where `pathname` stands to each path: the same page, a page below it, or neither (as a menu's link marks it). */
function standingOf(pathname: string, paths: readonly string[]): string {
  let standing = "";
  for (const path of paths) {
    const target = path.length > 1 ? path.replace(/\/+$/, "") : path;
    standing += pathname === path || pathname === target ? "=" : pathname.startsWith(`${target}/`) ? "<" : "-";
  }
  return standing;
}

/** The site's own paths an HTML fragment links to, as written and without their query or fragment. */
function linkedPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const [, href = ""] of html.matchAll(/\bhref="(\/[^"]*)"/g)) {
    const written = href.replace(/&amp;/g, "&");
    paths.add(written);
    paths.add(written.replace(/[?#].*$/, "") || "/");
  }
  return [...paths];
}

function keptFor(name: string, data: readonly unknown[], pathname: string | null): Drawn | undefined {
  return drawnParts
    .get(name)
    ?.find((drawn) => sameData(drawn.data, data) && (pathname === null || standingOf(pathname, drawn.paths) === drawn.standing));
}

function keep(name: string, drawn: Drawn): void {
  const kept = (drawnParts.get(name) ?? []).filter((other) => sameData(other.data, drawn.data));
  kept.push(drawn);
  if (kept.length > STANDINGS_KEPT) kept.shift();
  drawnParts.set(name, kept);
}

/** Islands met inside a part while it is drawn, passed on to the page's own list as well. */
class IslandsMet extends Set<string> {
  constructor(private readonly page: Set<string> | null) {
    super();
  }
  override add(name: string): this {
    this.page?.add(name);
    return super.add(name);
  }
}

/** A part drawn in this render, to be kept once its HTML is known. */
interface Drawing {
  name: string;
  data: readonly unknown[];
  /** The page's path, for a part that marks the page open; null for a part the same on every page. */
  at: string | null;
  menuPaths: readonly string[];
  islands: IslandsMet;
}

/**
 * One server render's copied parts. A kept part leaves a mark in the HTML the renderer writes,
 * replaced afterwards (`finish`) by the part's HTML. A part not kept yet is drawn in place, as on
 * any page; the page is then drawn once more with every part a mark (`marksOnly`), and what the
 * first drawing has where the second has a mark is the part, kept from then on (`learn`). The
 * marks carry a token of this render: no text of the page can pass for one. (Marks around a part
 * drawn in place would change the identifiers React gives its elements: the part would not be
 * the same as drawn on a page without them.)
 */
export class KeptParts {
  private readonly token = `\u0001${crypto.randomUUID()}:`;
  private readonly copied = new Map<string, string>();
  private readonly drawing: Drawing[] = [];
  /** Set for the second drawing of a page whose parts were not all kept: every part a mark. */
  marksOnly = false;

  mark(name: string): string {
    return `${this.token}${name}\u0001`;
  }

  /** A kept part's place in the page. */
  copy(name: string, html: string): string {
    this.copied.set(name, html);
    return this.mark(name);
  }

  drawn(part: Drawing): void {
    this.drawing.push(part);
  }

  /** Whether a part was drawn in place: the page must then be drawn again with marks only, to learn it. */
  get drewAny(): boolean {
    return this.drawing.length > 0;
  }

  /** Keeps each part drawn in `drawn` from where `marked`, the same page with every part a mark, has its mark. */
  learn(drawn: string, marked: string): void {
    const marks = [...marked.matchAll(new RegExp(`${this.token}([^\u0001]+)\u0001`, "g"))];
    let at = marks[0]?.index ?? 0;
    if (drawn.slice(0, at) !== marked.slice(0, at)) return;
    for (const [i, mark] of marks.entries()) {
      const next = marks[i + 1];
      // What the page has between this part and the next (or its end), the same in both drawings.
      const between = marked.slice((mark.index ?? 0) + mark[0].length, next?.index);
      const end = next ? drawn.indexOf(between, at) : drawn.length - between.length;
      if (end < at || (!next && !drawn.endsWith(between))) return;
      const html = drawn.slice(at, end);
      at = end + between.length;
      const part = this.drawing.find((one) => one.name === mark[1]);
      if (!part) continue;
      const paths = part.at === null ? [] : [...new Set([...part.menuPaths, ...linkedPaths(html)])];
      const standing = part.at === null ? "" : standingOf(part.at, paths);
      keep(part.name, { data: part.data, standing, paths, html, islands: [...part.islands] });
    }
  }

  /** The rendered HTML with every kept part in place. */
  finish(rendered: string): string {
    let html = rendered;
    for (const [name, part] of this.copied) {
      const mark = this.mark(name);
      const at = html.indexOf(mark);
      if (at >= 0) html = html.slice(0, at) + part + html.slice(at + mark.length);
    }
    return html;
  }
}

/** Set by the server while it renders a visitor's page; absent in the browser and for staff's views (drawn as usual). */
export const KeptPartsRender = createContext<KeptParts | null>(null);

interface KeptHtmlProps {
  /** Which part this is (one per place on the page). */
  name: string;
  /** What the part shows, besides the page's address: kept objects, compared by identity. */
  data: readonly unknown[];
  /** The part marks the page open among its links (`paths`: the site's paths it may link to, besides its HTML's). */
  atPath?: { paths: readonly string[] };
  children: ReactNode;
}

/** A part of a visitor's page drawn once for its data, then copied into the next pages (see above). */
export function KeptHtml({ name, data, atPath, children }: KeptHtmlProps) {
  const render = useContext(KeptPartsRender);
  const pageIslands = useContext(RenderedIslands);
  const pathname = useLocation().pathname;
  if (!render) return children;
  if (render.marksOnly) return render.mark(name);
  const at = atPath ? pathname : null;
  const kept = keptFor(name, data, at);
  if (kept) {
    for (const island of kept.islands) pageIslands?.add(island);
    return render.copy(name, kept.html);
  }
  const islands = new IslandsMet(pageIslands);
  render.drawn({ name, data, at, menuPaths: atPath?.paths ?? [], islands });
  return <RenderedIslands.Provider value={islands}>{children}</RenderedIslands.Provider>;
}
