import { createHash } from "node:crypto";
import { desc, eq, isNotNull } from "drizzle-orm";
import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { type PageEditRow, pageEdits, pageVersions } from "../../db/schema";
import {
  type PageEditorData,
  type PageListItem,
  type PageVersion,
  SITE_TEXTS_KEY,
  type SiteTextsEditorData,
} from "../../shared/pages/page-edits";
import { type ContentPage, contentOf, type PageContent, pageContentSchema } from "../../shared/pages/page-schema";
import { type SiteTexts, siteTextsSchema } from "../../shared/pages/site-texts";
import { CONTENT_PAGE_PATHS, type ContentPagePath, isContentPagePath } from "../../shared/pages/site-links";
import { diffPages } from "./page-diff";

/** The built-in pages and site texts, compiled into the program (supplied by the app: the server never imports web/). */
export type BuiltInContentLoader = () => Promise<{ pages: readonly ContentPage[]; siteTexts: SiteTexts }>;

interface BuiltIns {
  pages: Map<ContentPagePath, ContentPage>;
  siteTexts: SiteTexts;
}

export const pageNotes = {
  edit: "Modifica pubblicata",
  restoredVersion: (id: number) => `Ripristino della versione n. ${id}`,
  original: "Ripristino del testo originale",
} as const;

const hashOf = (content: unknown) => createHash("sha256").update(JSON.stringify(content)).digest("hex");

/** Content read back from the database: kept only while it still fits the schema of this program. */
function storedContent(value: unknown): PageContent | null {
  const parsed = pageContentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The marketing pages as staff have edited them: published edits are read once and kept in memory
 * until a write announces "pages"; a page without an edit is the built-in one.
 */
export class PageStore {
  private builtIns: Promise<BuiltIns> | null = null;
  private live: Map<string, ContentPage> | null = null;
  private liveSiteTexts: { texts: SiteTexts | null } | null = null;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
    private readonly loadBuiltIns: BuiltInContentLoader,
  ) {
    changes.subscribe((kind) => {
      if (kind === "pages" || kind === "all") this.forget();
    });
  }

  private forget(): void {
    this.live = null;
    this.liveSiteTexts = null;
  }

  private loaded(): Promise<BuiltIns> {
    this.builtIns ??= this.loadBuiltIns().then(({ pages, siteTexts }) => ({
      pages: new Map(pages.map((page) => [page.path, page])),
      siteTexts,
    }));
    return this.builtIns;
  }

  private async builtInMap(): Promise<Map<ContentPagePath, ContentPage>> {
    return (await this.loaded()).pages;
  }

  async builtIn(path: ContentPagePath): Promise<ContentPage> {
    const page = (await this.builtInMap()).get(path);
    if (!page) throw new Error(`Pagina predefinita mancante: ${path}`);
    return page;
  }

  /** The published edit of a page for visitors, or null when the built-in page is served. */
  async published(path: string): Promise<ContentPage | null> {
    if (!isContentPagePath(path)) return null;
    if (!this.live) {
      const builtIns = await this.builtInMap();
      const live = new Map<string, ContentPage>();
      for (const row of this.db.select().from(pageEdits).where(isNotNull(pageEdits.published)).all()) {
        const builtIn = isContentPagePath(row.path) ? builtIns.get(row.path) : undefined;
        const content = storedContent(row.published);
        if (builtIn && content) live.set(row.path, { ...builtIn, ...content });
      }
      this.live = live;
    }
    return this.live.get(path) ?? null;
  }

  /** Paths of the pages whose edits are live. */
  async editedPaths(): Promise<string[]> {
    await this.published("/");
    return [...(this.live?.keys() ?? [])];
  }

  /** What staff see at the page's URL: the draft, else the published edit, else the built-in page. */
  async preview(path: ContentPagePath): Promise<ContentPage> {
    const builtIn = await this.builtIn(path);
    const row = this.row(path);
    const content = storedContent(row?.draft) ?? storedContent(row?.published);
    return content ? { ...builtIn, ...content } : builtIn;
  }

  private row(path: string): PageEditRow | undefined {
    return this.db.select().from(pageEdits).where(eq(pageEdits.path, path)).get();
  }

  async list(): Promise<PageListItem[]> {
    const rows = new Map(
      this.db
        .select()
        .from(pageEdits)
        .all()
        .map((row) => [row.path, row]),
    );
    const items: PageListItem[] = [];
    for (const path of CONTENT_PAGE_PATHS) {
      const builtIn = await this.builtIn(path);
      const row = rows.get(path);
      const published = storedContent(row?.published);
      items.push({
        path,
        title: (published ?? builtIn).meta.title,
        status: published ? "modificata" : "originale",
        hasDraft: Boolean(row?.draft),
        updatedAt: row?.updated_at ?? null,
        updatedBy: row?.updated_by ?? null,
        builtInChanged: Boolean(row && row.base_hash !== hashOf(contentOf(builtIn))),
      });
    }
    return items;
  }

  async editorData(path: ContentPagePath): Promise<PageEditorData> {
    const builtIn = await this.builtIn(path);
    const builtInContent = contentOf(builtIn);
    const row = this.row(path);
    const base = storedContent(row?.base_content);
    const changed = row && base && row.base_hash !== hashOf(builtInContent);
    const { meta: _meta, blocks: _blocks, ...frame } = builtIn;
    return {
      path,
      builtIn: builtInContent,
      published: storedContent(row?.published),
      draft: storedContent(row?.draft),
      publishedAt: row?.published_at ?? null,
      publishedBy: row?.published_by ?? null,
      draftAt: row?.draft_at ?? null,
      draftBy: row?.draft_by ?? null,
      builtInChanges: changed ? diffPages(base, builtInContent) : null,
      frame,
    };
  }

  /** Upserts the page's row; every write records the built-in content it was made on. */
  private upsert(path: string, builtInContent: unknown, who: string, set: Partial<PageEditRow>): void {
    const values = {
      ...set,
      base_hash: hashOf(builtInContent),
      base_content: builtInContent,
      updated_at: new Date().toISOString(),
      updated_by: who,
    };
    this.db
      .insert(pageEdits)
      .values({ path, ...values })
      .onConflictDoUpdate({ target: pageEdits.path, set: values })
      .run();
  }

  async saveDraft(path: ContentPagePath, content: PageContent, who: string): Promise<void> {
    const builtInContent = contentOf(await this.builtIn(path));
    this.upsert(path, builtInContent, who, { draft: content, draft_at: new Date().toISOString(), draft_by: who });
  }

  /** Makes `content` live, drops the draft, and records the publication as a version. */
  async publish(path: ContentPagePath, content: PageContent, who: string, note: string = pageNotes.edit): Promise<void> {
    const builtInContent = contentOf(await this.builtIn(path));
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db.insert(pageVersions).values({ path, content, published_at: now, published_by: who, note }).run();
      this.upsert(path, builtInContent, who, {
        published: content,
        published_at: now,
        published_by: who,
        draft: null,
        draft_at: null,
        draft_by: null,
      });
    });
    this.forget();
  }

  versions(path: ContentPagePath): PageVersion[] {
    return this.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.path, path))
      .orderBy(desc(pageVersions.id))
      .all()
      .map((row) => ({ id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, note: row.note }));
  }

  version(id: number): { path: ContentPagePath; content: PageContent } | null {
    const row = this.db.select().from(pageVersions).where(eq(pageVersions.id, id)).get();
    const content = storedContent(row?.content);
    if (!row || !content || !isContentPagePath(row.path)) return null;
    return { path: row.path, content };
  }

  /** The content visitors see now (published edit or built-in). */
  async current(path: ContentPagePath): Promise<PageContent> {
    return contentOf((await this.published(path)) ?? (await this.builtIn(path)));
  }

  /** Serves the built-in page again: the edit and its draft are dropped, the history stays. */
  async restoreOriginal(path: ContentPagePath, who: string): Promise<void> {
    this.restore(path, contentOf(await this.builtIn(path)), who);
  }

  private restore(path: string, builtInContent: unknown, who: string): void {
    const now = new Date().toISOString();
    this.db.transaction((tx) => {
      tx.insert(pageVersions)
        .values({ path, content: builtInContent, published_at: now, published_by: who, note: pageNotes.original })
        .run();
      tx.delete(pageEdits).where(eq(pageEdits.path, path)).run();
    });
    this.forget();
  }

  /** The published header and footer texts, or null while the built-in ones are served. */
  async siteTexts(): Promise<SiteTexts | null> {
    if (!this.liveSiteTexts) {
      const row = this.row(SITE_TEXTS_KEY);
      const parsed = siteTextsSchema.safeParse(row?.published);
      this.liveSiteTexts = { texts: parsed.success ? parsed.data : null };
    }
    return this.liveSiteTexts.texts;
  }

  async siteTextsEditor(): Promise<SiteTextsEditorData> {
    const { siteTexts: builtIn } = await this.loaded();
    const row = this.row(SITE_TEXTS_KEY);
    const published = siteTextsSchema.safeParse(row?.published);
    return {
      builtIn,
      published: published.success ? published.data : null,
      publishedAt: row?.published_at ?? null,
      publishedBy: row?.published_by ?? null,
      builtInChanged: Boolean(row && row.base_hash !== hashOf(builtIn)),
    };
  }

  async publishSiteTexts(texts: SiteTexts, who: string): Promise<void> {
    const { siteTexts: builtIn } = await this.loaded();
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db
        .insert(pageVersions)
        .values({ path: SITE_TEXTS_KEY, content: texts, published_at: now, published_by: who, note: pageNotes.edit })
        .run();
      this.upsert(SITE_TEXTS_KEY, builtIn, who, {
        published: texts as unknown as PageContent,
        published_at: now,
        published_by: who,
      });
    });
    this.forget();
  }

  async restoreSiteTexts(who: string): Promise<void> {
    this.restore(SITE_TEXTS_KEY, (await this.loaded()).siteTexts, who);
  }
}
