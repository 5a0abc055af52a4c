import type { EditConflict } from "../../shared/edit-conflict";
import { createHash } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { type PageEditRow, pageEdits, pageTranslations, pageVersions } from "../../db/schema";
import { translationsOfPage } from "../../translations/page-translations";
import { publishedReferencePaths, withLiveReferenceLinks } from "../../references/reference-links";
import { type EditableKey, isBuiltInKey, SITE_TEXTS_KEY, SITE_TEXTS_TITLE } from "../../shared/pages/page-edits";
import type {
  DiffPart,
  EditedPagesAnswer,
  EditorData,
  PageEditorData,
  PageListItem,
  PageVersion,
  SiteTextsEditorData,
} from "../../shared/schemas/page-answers";
import { type ContentPage, contentOf, type PageContent, type SitePage } from "../../shared/pages/page-schema";
import { CONTENT_PAGE_PATHS, type ContentPagePath, isContentPagePath } from "../../shared/pages/site-links";
import type { Translation } from "../../shared/editions";
import { BuiltInTranslations } from "./built-in-translations";
import { DEFAULT_LANGUAGE, type LanguageCode, languageOfPath } from "../../shared/languages";
import type { SiteTexts } from "../../shared/pages/site-texts";
import { CreatedPages, createdFrame, createdPage, dueDrafts } from "./created-pages";
import { editedEntryState } from "../../shared/schemas/version-answers";
import { diffEntry, storedEntry } from "./editable-entries";
import { nextScheduledPublication, scheduleDraft, unscheduleDraft, versionRow, versionsOf } from "./page-schedule";

/**
 * The built-in pages, their translations (each at its own address) and the site texts, compiled into the
 * program (supplied by the app: the server never imports web/).
 */
export type BuiltInContentLoader = () => Promise<{
  pages: readonly ContentPage[];
  siteTexts: SiteTexts;
  translations?: readonly { address: string; page: ContentPage }[];
}>;

interface BuiltIns {
  pages: Map<ContentPagePath, ContentPage>;
  /** A built-in page's translation by its address (its copy's `path` is the Italian page's). */
  translations: Map<string, ContentPage>;
  siteTexts: SiteTexts;
}

export const pageNotes = {
  edit: "Modifica pubblicata",
  restoredVersion: (id: number) => `Ripristino della versione n. ${id}`,
  original: "Ripristino del testo originale",
  scheduled: "Pubblicazione programmata",
} as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const hashOf = (content: unknown) => createHash("sha256").update(JSON.stringify(content)).digest("hex");

const storedPage = (path: string, value: unknown) => storedEntry(path as EditableKey, value) as PageContent | null;
const storedTexts = (value: unknown) => storedEntry(SITE_TEXTS_KEY, value) as SiteTexts | null;

/** The reads of every uncached page after a change, prepared once: building and preparing cost more than running them. */
const preparedReads = (db: Db) => ({
  published: db.select().from(pageEdits).where(isNotNull(pageEdits.published)).prepare(),
  byPath: db
    .select()
    .from(pageEdits)
    .where(eq(pageEdits.path, sql.placeholder("path")))
    .prepare(),
});

/**
 * The marketing pages and the header and footer texts as staff have edited them: published edits
 * are read once and kept in memory until a write announces "pages"; an entry without an edit is
 * the built-in one. Both kinds share one model: a draft, publications that are versions, restore.
 */
export class PageStore {
  private builtIns: Promise<BuiltIns> | null = null;
  private live: Map<string, SitePage> | null = null;
  /** The pages staff created: their addresses and starting content. */
  readonly created: CreatedPages;
  private liveSiteTexts: { texts: SiteTexts | null } | null = null;
  /** What every public page reads of the pages, kept until they change: the layout keeps its header by this very object. */
  private edited: Promise<EditedPagesAnswer> | null = null;
  private readonly reads: ReturnType<typeof preparedReads>;

  /** The built-in pages' translations by their addresses: staff edit each like the Italian page, at its own address. */
  readonly builtInTranslations: BuiltInTranslations;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
    private readonly loadBuiltIns: BuiltInContentLoader,
    builtInTranslations: readonly Translation[] = [],
  ) {
    this.builtInTranslations = new BuiltInTranslations(builtInTranslations);
    this.reads = preparedReads(db);
    this.created = new CreatedPages(db);
    changes.subscribe((kind) => {
      if (kind === "pages" || kind === "all") this.forget();
      // A client logo's link lives only while its reference is published.
      else if (kind === "references") {
        this.live = null;
        this.edited = null;
      }
    });
  }

  private forget(): void {
    this.live = null;
    this.edited = null;
    this.liveSiteTexts = null;
    this.created.forget();
  }

  /** A key the editor can open: a built-in page, the site texts, or a page staff created. */
  isEditable(key: string): key is EditableKey {
    return isBuiltInKey(key) || this.isBuiltInTranslation(key) || this.created.has(key);
  }

  /** The address of a built-in page's translation (the English page of the program: '/en/products/web2park'). */
  isBuiltInTranslation(path: string): boolean {
    return this.builtInTranslations.has(path);
  }

  /** The paths of the created pages visitors see in `language` (for the search index and the sitemap). */
  createdLivePaths(language: LanguageCode = DEFAULT_LANGUAGE): string[] {
    return [...this.created.livePaths()].filter((path) => languageOfPath(path) === language);
  }

  private loaded(): Promise<BuiltIns> {
    this.builtIns ??= this.loadBuiltIns().then(({ pages, siteTexts, translations }) => ({
      pages: new Map(pages.map((page) => [page.path, page])),
      translations: new Map((translations ?? []).map(({ address, page }) => [address, page])),
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

  /** The built-in copy of a built-in page's translation, by its address. */
  private async builtInTranslated(address: string): Promise<ContentPage> {
    const page = (await this.loaded()).translations.get(address);
    if (!page) throw new Error(`Traduzione predefinita mancante: ${address}`);
    return page;
  }

  /**
   * The published edit of a page for visitors: of a built-in page (null when the built-in one is
   * served), or a page staff created (null until it is published, and for any other address).
   */
  async published(path: string): Promise<SitePage | null> {
    if (!this.live) {
      const builtIns = await this.builtInMap();
      const live = new Map<string, SitePage>();
      const references = publishedReferencePaths(this.db);
      for (const row of this.reads.published.all()) {
        const content = storedPage(row.path, row.published);
        if (!content) continue;
        const builtIn = isContentPagePath(row.path)
          ? builtIns.get(row.path)
          : this.isBuiltInTranslation(row.path)
            ? await this.builtInTranslated(row.path)
            : undefined;
        if (builtIn) live.set(row.path, withLiveReferenceLinks({ ...builtIn, ...content }, references));
        else if (this.created.has(row.path))
          live.set(row.path, withLiveReferenceLinks(createdPage(row.path, content), references));
      }
      this.live = live;
    }
    return this.live.get(path) ?? null;
  }

  /**
   * What every public page reads of the pages: the built-in pages (and their translations) whose edits are live, and
   * the created pages visitors read in two languages (both published), which the switcher, hreflang and sitemap pair.
   */
  editedPages(): Promise<EditedPagesAnswer> {
    this.edited ??= this.readEditedPages().catch((error: unknown) => {
      this.edited = null;
      throw error;
    });
    return this.edited;
  }

  private async readEditedPages(): Promise<EditedPagesAnswer> {
    const translations = this.db
      .select()
      .from(pageTranslations)
      .all()
      .filter((row) => this.created.isLive(row.path) && this.created.isLive(row.translation_of))
      .map((row) => ({ language: row.language, of: row.translation_of, address: row.path }));
    return { paths: await this.editedPaths(), translations };
  }

  /** Paths of the built-in pages whose edits are live. */
  async editedPaths(): Promise<string[]> {
    await this.published("/");
    return [...(this.live?.keys() ?? [])].filter((path) => isContentPagePath(path) || this.isBuiltInTranslation(path));
  }

  /** What staff see at the page's URL: the draft, else the published edit, else the built-in (or starting) page. */
  async preview(path: EditableKey): Promise<SitePage | null> {
    const row = this.row(path);
    const content = storedPage(path, row?.draft) ?? storedPage(path, row?.published);
    if (isContentPagePath(path)) {
      const builtIn = await this.builtIn(path);
      return content ? { ...builtIn, ...content } : builtIn;
    }
    if (this.isBuiltInTranslation(path)) {
      const builtIn = await this.builtInTranslated(path);
      return content ? { ...builtIn, ...content } : builtIn;
    }
    const initial = this.created.initial(path);
    const shown = content ?? initial;
    return shown ? createdPage(path, shown) : null;
  }

  private row(path: string): PageEditRow | undefined {
    return this.reads.byPath.get({ path });
  }

  /** The built-in content of an entry: what 'ripristina testo originale' brings back. */
  private async original(key: EditableKey): Promise<unknown> {
    if (key === SITE_TEXTS_KEY) return (await this.loaded()).siteTexts;
    if (this.isBuiltInTranslation(key)) return contentOf(await this.builtInTranslated(key));
    return isContentPagePath(key) ? contentOf(await this.builtIn(key)) : this.created.initial(key);
  }

  /** The built-in pages and the site texts as /admin/pagine lists them (their English is the routes' to add). */
  async list(): Promise<Omit<PageListItem, "english">[]> {
    const rows = new Map(
      this.db
        .select()
        .from(pageEdits)
        .all()
        .map((row) => [row.path, row]),
    );
    const item = async (key: EditableKey, title: (published: unknown) => string): Promise<Omit<PageListItem, "english">> => {
      const row = rows.get(key);
      const published = storedEntry(key, row?.published);
      return {
        path: key,
        title: title(published),
        status: published ? "modificata" : "originale",
        hasDraft: Boolean(row?.draft),
        updatedAt: row?.updated_at ?? null,
        updatedBy: row?.updated_by ?? null,
        builtInChanged: Boolean(row && row.base_hash !== hashOf(await this.original(key))),
      };
    };
    const items: Omit<PageListItem, "english">[] = [];
    for (const path of CONTENT_PAGE_PATHS) {
      const builtIn = await this.builtIn(path);
      items.push(await item(path, (published) => ((published as PageContent | null) ?? builtIn).meta.title));
    }
    items.push(await item(SITE_TEXTS_KEY, () => SITE_TEXTS_TITLE));
    return items;
  }

  /** The editor's starting point for any entry: built-in, published and draft content, and the built-in changes since the edit. */
  private async editorBase(key: EditableKey): Promise<EditorData<unknown>> {
    const original = await this.original(key);
    const row = this.row(key);
    const base = storedEntry(key, row?.base_content);
    const changed = row && base && row.base_hash !== hashOf(original);
    return {
      path: key,
      ...editedEntryState(original, row, (value) => storedEntry(key, value)),
      builtInChanges: changed ? diffEntry(key, base, original) : null,
      linkPages: this.created
        .list()
        .map(({ path, title, status }) => ({ path, title: status === "bozza" ? `${title} (bozza)` : title })),
    };
  }

  async editorData(path: EditableKey): Promise<PageEditorData> {
    const row = this.row(path);
    const schedule = { scheduledAt: row?.scheduled_at ?? null, scheduledBy: row?.scheduled_by ?? null };
    const base = (await this.editorBase(path)) as EditorData<PageContent>;
    if (this.isBuiltInTranslation(path)) {
      const { meta: _meta, blocks: _blocks, ...frame } = await this.builtInTranslated(path);
      return { ...base, frame, ...schedule };
    }
    if (!isContentPagePath(path)) return { ...base, frame: createdFrame(path), created: true, ...schedule };
    const { meta: _meta, blocks: _blocks, ...frame } = await this.builtIn(path);
    return { ...base, frame, ...schedule };
  }

  async siteTextsEditor(): Promise<SiteTextsEditorData> {
    return (await this.editorBase(SITE_TEXTS_KEY)) as SiteTextsEditorData;
  }

  /** The editor data of a page or of the site texts. */
  editor(key: EditableKey): Promise<PageEditorData | SiteTextsEditorData> {
    return key === SITE_TEXTS_KEY ? this.siteTextsEditor() : this.editorData(key);
  }

  /**
   * A save made on `version` of the entry when someone else has written it since: who, when and
   * what the editor would start from now. Null when `version` is the entry's current one.
   */
  async staleSave(key: EditableKey, version: string): Promise<EditConflict<unknown> | null> {
    const row = this.row(key);
    const current = row?.updated_at ?? "";
    if (!row || version === current) return null;
    const data = await this.editorBase(key);
    return {
      changedBy: row.updated_by,
      changedAt: row.updated_at,
      theirs: data.draft ?? data.published ?? data.builtIn,
      version: current,
    };
  }

  /** Upserts the entry's row; every write records the built-in content it was made on. */
  private upsert(key: EditableKey, builtInContent: unknown, who: string, set: Partial<PageEditRow>): void {
    const values = {
      ...set,
      base_hash: hashOf(builtInContent),
      base_content: builtInContent,
      updated_at: new Date().toISOString(),
      updated_by: who,
    };
    this.db
      .insert(pageEdits)
      .values({ path: key, ...values })
      .onConflictDoUpdate({ target: pageEdits.path, set: values })
      .run();
  }

  /** Keeps `content` (checked by the entry's schema) unpublished: visitors still see what was there. */
  async saveDraft(key: EditableKey, content: unknown, who: string): Promise<void> {
    const original = await this.original(key);
    this.upsert(key, original, who, { draft: content, draft_at: new Date().toISOString(), draft_by: who });
  }

  /** Makes `content` live, drops the draft, and records the publication as a version. */
  async publish(key: EditableKey, content: unknown, who: string, note: string = pageNotes.edit): Promise<void> {
    const original = await this.original(key);
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db.insert(pageVersions).values({ path: key, content, published_at: now, published_by: who, note }).run();
      this.upsert(key, original, who, {
        published: content,
        published_at: now,
        published_by: who,
        draft: null,
        draft_at: null,
        draft_by: null,
        scheduled_at: null,
        scheduled_by: null,
      });
    });
    this.forget();
  }

  /** Has the draft published by itself at `at` (ISO); false when there is no draft to publish. */
  schedule(key: EditableKey, at: string, who: string): boolean {
    return scheduleDraft(this.db, key, at, who);
  }

  /** Drops a scheduled publication; false when none was scheduled. */
  unschedule(key: EditableKey): boolean {
    return unscheduleDraft(this.db, key);
  }

  /** Publishes the drafts whose minute has come; answers the keys published. */
  async publishDue(now = new Date()): Promise<string[]> {
    const published: string[] = [];
    for (const due of dueDrafts(this.db, now)) {
      if (!this.isEditable(due.path)) continue;
      const content = storedEntry(due.path, due.draft);
      if (content) {
        await this.publish(due.path, content, due.by, pageNotes.scheduled);
        published.push(due.path);
      } else {
        this.unschedule(due.path);
      }
    }
    return published;
  }

  /** The next scheduled publication (ISO), or null. */
  nextScheduledAt(): string | null {
    return nextScheduledPublication(this.db);
  }

  /**
   * Deletes a page staff created and its translations (a translation never outlives its Italian page), with
   * what their addresses become: redirect rules written in the same transaction.
   */
  deleteCreated(path: string, writeRules: (tx: Tx, translations: readonly string[]) => void): void {
    const translations = translationsOfPage(this.db, path).map((translation) => translation.path);
    this.db.transaction((tx) => {
      this.created.remove(path, tx);
      for (const translation of translations) this.created.remove(translation, tx);
      tx.delete(pageTranslations).where(eq(pageTranslations.translation_of, path)).run();
      writeRules(tx, translations);
    });
    this.forget();
  }

  /** Moves a created page's translation to another address, its history with it, and writes what the old address becomes. */
  moveTranslation(from: string, to: string, writeRule: (tx: Tx) => void): void {
    this.db.transaction((tx) => {
      this.created.move(from, to, tx);
      tx.update(pageTranslations).set({ path: to }).where(eq(pageTranslations.path, from)).run();
      writeRule(tx);
    });
    this.forget();
  }

  versions(key: EditableKey): PageVersion[] {
    return versionsOf(this.db, key);
  }

  version(id: number): { path: EditableKey; content: unknown } | null {
    const row = versionRow(this.db, id);
    if (!row || !this.isEditable(row.path)) return null;
    const content = storedEntry(row.path, row.content);
    return content ? { path: row.path, content } : null;
  }

  /** The content visitors see now (published edit or built-in). */
  async current(key: EditableKey): Promise<unknown> {
    if (key === SITE_TEXTS_KEY) return (await this.siteTexts()) ?? (await this.original(key));
    const published = await this.published(key);
    if (published) return contentOf(published);
    return isContentPagePath(key) ? contentOf(await this.builtIn(key)) : await this.original(key);
  }

  /** What restoring a version would change in what visitors see now, word by word; null for an unknown version. */
  async versionDiff(id: number): Promise<DiffPart[] | null> {
    const version = this.version(id);
    return version ? diffEntry(version.path, await this.current(version.path), version.content) : null;
  }

  /** Serves the built-in content again: the edit and its draft are dropped, the history stays. */
  async restoreOriginal(key: EditableKey, who: string): Promise<void> {
    const original = await this.original(key);
    // A created page has no built-in text to fall back on: its starting content is published again.
    if (!isBuiltInKey(key) && !this.isBuiltInTranslation(key)) return this.publish(key, original, who, pageNotes.original);
    const now = new Date().toISOString();
    this.db.transaction((tx) => {
      tx.insert(pageVersions)
        .values({ path: key, content: original, published_at: now, published_by: who, note: pageNotes.original })
        .run();
      tx.delete(pageEdits).where(eq(pageEdits.path, key)).run();
    });
    this.forget();
  }

  /** The published header and footer texts, or null while the built-in ones are served. */
  async siteTexts(): Promise<SiteTexts | null> {
    if (!this.liveSiteTexts) this.liveSiteTexts = { texts: storedTexts(this.row(SITE_TEXTS_KEY)?.published) };
    return this.liveSiteTexts.texts;
  }

  /** What staff preview: the draft of the site texts, else the published ones, else the built-in ones. */
  async siteTextsPreview(): Promise<SiteTexts> {
    const row = this.row(SITE_TEXTS_KEY);
    return storedTexts(row?.draft) ?? storedTexts(row?.published) ?? (await this.loaded()).siteTexts;
  }
}
