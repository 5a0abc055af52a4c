import { publishedPostTags } from "../api/blog/blog.service";
import { missingTargets } from "../api/menus/menu-targets";
import { menusEditor, saveMenusDraft } from "../api/menus/menus.service";
import type { PageStore } from "../api/pages/pages.service";
import type { Db } from "../db/client";
import { splitTags } from "../shared/blog";
import {
  describeMenuIssue,
  type HeaderItem,
  MENU_LABEL_MAX,
  type MenuLeaf,
  type MenuLink,
  type SiteMenus,
  siteMenusSchema,
} from "../shared/menus";
import { builtInMenus } from "../shared/menus-built-in";
import { isContentPagePath } from "../shared/pages/site-links";
import { slugify } from "../shared/slug";
import { cut } from "./import-wordpress-files";
import type { ImportedPage } from "./import-wordpress-pages";
import { IMPORTER } from "./import-wordpress-pages";
import type { ImportedPost } from "./import-wordpress-posts";
import type { WxrEntry, WxrExport, WxrMenu, WxrMenuItem } from "./import-wordpress-wxr";

const MAX_HEADER_ITEMS = 10;
const MAX_CHILDREN = 20;
const MAX_FOOTER_COLUMNS = 3;
const MAX_COLUMN_ITEMS = 12;

/** What the import made of the export's posts and pages, by WordPress id. */
export interface ImportedContent {
  posts: Map<string, { entry: WxrEntry; now: ImportedPost }>;
  pages: Map<string, { entry: WxrEntry; now: ImportedPage }>;
}

type Target = { link: MenuLink | null; title: string } | { problem: string };

/** The path of an address on the old site (relative, or on one of its hosts), else null. */
function oldSitePath(url: string, hosts: Set<string>): string | null {
  try {
    const parsed = new URL(url, "https://wordpress.invalid");
    if (parsed.host !== "wordpress.invalid" && !hosts.has(parsed.host)) return null;
    return decodeURIComponent(parsed.pathname).replace(/(.)\/+$/, "$1") || "/";
  } catch {
    return null;
  }
}

class MenuLinks {
  private readonly hosts = new Set<string>();
  private readonly byOldPath = new Map<string, Target>();
  private readonly tags: Set<string>;

  constructor(
    db: Db,
    private readonly wxr: WxrExport,
    private readonly content: ImportedContent,
  ) {
    this.tags = new Set(publishedPostTags(db).flatMap((post) => splitTags(post.tags).map(slugify)));
    const all = [...content.posts.values(), ...content.pages.values()];
    for (const { entry } of all) {
      try {
        this.hosts.add(new URL(entry.link).host);
      } catch {
        // a post without a permalink: no host to learn
      }
    }
    for (const [id, { entry }] of content.posts) this.byOldPath.set(oldSitePath(entry.link, this.hosts) ?? "", this.post(id));
    for (const [id, { entry }] of content.pages) this.byOldPath.set(oldSitePath(entry.link, this.hosts) ?? "", this.page(id));
    this.byOldPath.delete("");
    this.byOldPath.delete("/");
  }

  private post(id: string): Target {
    const found = this.content.posts.get(id);
    if (!found) return { problem: "porta a un articolo non importato" };
    if (!found.now.live) return { problem: `l'articolo «${found.entry.title || found.now.slug}» è una bozza` };
    return { link: { kind: "article", slug: found.now.slug }, title: found.entry.title };
  }

  private page(id: string): Target {
    const found = this.content.pages.get(id);
    if (!found) return { problem: "porta a una pagina non importata" };
    return { link: { kind: "page", path: found.now.path }, title: found.entry.title };
  }

  /** Where the item leads on this site, or why it cannot. */
  of(item: WxrMenuItem): Target {
    if (item.type === "post_type" && item.object === "page") return this.page(item.objectId);
    if (item.type === "post_type" && item.object === "post") return this.post(item.objectId);
    if (item.type === "taxonomy") {
      const name = this.wxr.terms.get(item.objectId) ?? "";
      const slug = slugify(name);
      if (slug && this.tags.has(slug)) return { link: { kind: "tag", slug }, title: name };
      return { problem: `la categoria o il tag «${name || item.objectId}» non ha articoli pubblicati` };
    }
    if (item.type !== "custom") return { problem: `collegamento di tipo «${item.object || item.type}» non importabile` };
    const url = item.url.trim();
    if (!url || url === "#") return { link: null, title: "" };
    const path = oldSitePath(url, this.hosts);
    if (path !== null) {
      const imported = this.byOldPath.get(path);
      if (imported) return imported;
      if (path === "/" || path === "/blog" || isContentPagePath(path)) return { link: { kind: "page", path }, title: "" };
      return { problem: `${url} è un indirizzo del vecchio sito che non corrisponde a nulla di importato` };
    }
    if (/^https?:\/\//i.test(url)) return { link: { kind: "external", url }, title: "" };
    return { problem: `${url} non è un indirizzo che un menu può avere` };
  }
}

interface Built {
  label: string;
  link: MenuLink | null;
  children: MenuLeaf[];
}

/** A WordPress menu's items as this site's: one level of sub-items (deeper ones are lifted), each with a link it can check. */
function buildItems(menu: WxrMenu, links: MenuLinks, notes: string[]): Built[] {
  const ids = new Set(menu.items.map((item) => item.id));
  const parents = new Map(menu.items.map((item) => [item.id, item.parentId]));
  const topOf = (item: WxrMenuItem) => {
    let id = item.id;
    let parent = item.parentId;
    while (parent !== "0" && ids.has(parent)) {
      id = parent;
      parent = parents.get(parent) ?? "0";
    }
    return id;
  };
  const built = new Map<string, Built>();
  const resolved = new Map(menu.items.map((item) => [item.id, links.of(item)]));
  const nameOf = (item: WxrMenuItem) => item.label || item.url || `n. ${item.id}`;
  const labelOf = (item: WxrMenuItem, title: string) => cut(item.label || title || "(senza titolo)", MENU_LABEL_MAX);
  for (const item of menu.items) {
    const target = resolved.get(item.id);
    if (!target) continue;
    const top = topOf(item);
    if (top === item.id) {
      if ("problem" in target) notes.push(`voce «${nameOf(item)}» non importata: ${target.problem}`);
      else built.set(item.id, { label: labelOf(item, target.title), link: target.link, children: [] });
      continue;
    }
    const parent = built.get(top);
    if ("problem" in target || !target.link) {
      const why = "problem" in target ? target.problem : "non porta a nessuna pagina";
      notes.push(`voce «${nameOf(item)}» non importata: ${why}`);
    } else if (!parent) {
      notes.push(`voce «${nameOf(item)}» non importata: sta sotto una voce non importata`);
    } else {
      if (item.parentId !== top) notes.push(`voce «${labelOf(item, target.title)}» portata al primo livello di sottovoci`);
      parent.children.push({ id: `wp-${item.id}`, label: labelOf(item, target.title), link: target.link });
    }
  }
  return [...built.values()].filter((item) => {
    if (item.link || item.children.length) return true;
    notes.push(`voce «${item.label}» non importata: non ha collegamento né sottovoci`);
    return false;
  });
}

function headerOf(menu: WxrMenu, links: MenuLinks, notes: string[]): HeaderItem[] {
  const items = buildItems(menu, links, notes);
  if (items.length > MAX_HEADER_ITEMS)
    notes.push(`il menu principale tiene ${MAX_HEADER_ITEMS} voci: le altre non sono importate`);
  return items.slice(0, MAX_HEADER_ITEMS).map((item, index) => {
    if (item.children.length > MAX_CHILDREN) notes.push(`«${item.label}»: tenute le prime ${MAX_CHILDREN} sottovoci`);
    return { id: `wp-voce-${index + 1}`, label: item.label, link: item.link, children: item.children.slice(0, MAX_CHILDREN) };
  });
}

function columnOf(menu: WxrMenu, index: number, links: MenuLinks, notes: string[]): SiteMenus["footer"][number] | null {
  const unique = buildItems(menu, links, notes)
    .flatMap((item): MenuLeaf[] => [...(item.link ? [{ id: "", label: item.label, link: item.link }] : []), ...item.children])
    .map((leaf, n) => ({ ...leaf, id: `wp-${index}-${n + 1}` }));
  if (!unique.length) return null;
  if (unique.length > MAX_COLUMN_ITEMS) notes.push(`«${menu.name}»: tenute le prime ${MAX_COLUMN_ITEMS} voci`);
  return { id: `wp-menu-${index}`, title: cut(menu.name, MENU_LABEL_MAX), items: unique.slice(0, MAX_COLUMN_ITEMS) };
}

/**
 * The export's menus as a draft of the site's menus, for staff to review and publish: the first
 * becomes the header, the others columns of the footer while there is room. Links to imported
 * posts and pages point to their new addresses; a link the site cannot check is left out and named.
 * A draft staff are already preparing is never overwritten.
 */
export function importMenus(db: Db, pages: PageStore, wxr: WxrExport, content: ImportedContent): string[] {
  const menus = wxr.menus.filter((menu) => menu.items.length > 0);
  if (!menus.length) return [];
  const editor = menusEditor(db);
  if (editor.draft) {
    return [
      "i menu del sito hanno già una bozza in preparazione: i menu di WordPress non sono importati (pubblica o scarta la bozza, poi importa di nuovo)",
    ];
  }
  const links = new MenuLinks(db, wxr, content);
  const [main, ...others] = menus;
  if (!main) return [];
  const lines: string[] = [];
  const notes: string[] = [];
  const base = editor.published ?? builtInMenus;
  const header = headerOf(main, links, notes);
  const footer = [...base.footer];
  for (const [index, menu] of others.entries()) {
    if (footer.length >= MAX_FOOTER_COLUMNS) {
      lines.push(`«${menu.name}» non importato: il piè di pagina ha già ${MAX_FOOTER_COLUMNS} colonne`);
      continue;
    }
    const column = columnOf(menu, index + 1, links, notes);
    if (column) {
      footer.push(column);
      lines.push(`«${menu.name}» è una nuova colonna del piè di pagina nella bozza dei menu`);
    } else lines.push(`«${menu.name}» non importato: nessuna voce porta a qualcosa del sito`);
  }
  const draft = { header, footer };
  const parsed = siteMenusSchema.safeParse(draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return [...notes, `bozza dei menu non salvata: ${issue ? describeMenuIssue(draft, issue) : "menu non valido"}`];
  }
  const directory = {
    builtIn: async () => [],
    created: () =>
      pages.created.list().map((page) => ({ path: page.path, title: page.title, live: page.status === "pubblicata" })),
  };
  const missing = missingTargets(db, directory, parsed.data, { live: false });
  if (missing.length) return [...notes, `bozza dei menu non salvata: ${missing.join("; ")}`];
  saveMenusDraft(db, parsed.data, IMPORTER);
  return [
    `«${main.name}» è la bozza del menu principale: rivedila e pubblicala da Area riservata > Menu del sito`,
    ...lines,
    ...notes,
  ];
}
