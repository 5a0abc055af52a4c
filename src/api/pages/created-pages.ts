import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageEdits, pageVersions, type SitePageRow, sitePages } from "../../db/schema";
import { type NewPage, newPageMessages, templateContent } from "../../shared/pages/new-pages";
import type { PageTemplate } from "../../shared/pages/page-templates";
import type { CreatedPageItem } from "../../shared/schemas/page-answers";
import { DEFAULT_LANGUAGE, languageByCode, languageOfPath } from "../../shared/languages";
import { type PageContent, pageContentSchema, type SitePage } from "../../shared/pages/page-schema";

/** The frame of a created page: a breadcrumb under its section, no product tabs. */
export function createdFrame(path: string): Omit<SitePage, "meta" | "blocks"> {
  // A translation's address is read without its language's prefix: '/en/truck-parking' sits at the top like '/sosta-camion'.
  const { prefix } = languageByCode(languageOfPath(path));
  const local = prefix ? path.slice(prefix.length) : path;
  return { path, showBreadcrumb: local.split("/").length > 2 };
}

/** A created page's content made into what visitors see: its breadcrumb names it by its main title. */
export const createdPage = (path: string, content: PageContent): SitePage => ({
  ...createdFrame(path),
  ...content,
  breadcrumbLabel: content.blocks[0].title,
});

export type CreateResult = { ok: true; path: string } | { ok: false; message: string };

/**
 * The pages staff created: who they are (address, template, starting content), kept in memory
 * and read again after every change. Their drafts, publications and versions are page edits.
 */
export class CreatedPages {
  private rows: Map<string, SitePageRow> | null = null;
  private live: Set<string> | null = null;

  constructor(private readonly db: Db) {}

  forget(): void {
    this.rows = null;
    this.live = null;
  }

  private all(): Map<string, SitePageRow> {
    this.rows ??= new Map(
      this.db
        .select()
        .from(sitePages)
        .all()
        .map((row) => [row.path, row]),
    );
    return this.rows;
  }

  has(path: string): boolean {
    return this.all().has(path);
  }

  row(path: string): SitePageRow | undefined {
    return this.all().get(path);
  }

  /** The content the page was created with, as its schema reads it. */
  initial(path: string): PageContent | null {
    const parsed = pageContentSchema.safeParse(this.row(path)?.initial);
    return parsed.success ? parsed.data : null;
  }

  /** Addresses of the created pages visitors see (a publication is live): asked on every page request, kept in memory. */
  livePaths(): Set<string> {
    this.live ??= new Set(
      this.db
        .select({ path: sitePages.path })
        .from(sitePages)
        .innerJoin(pageEdits, and(eq(pageEdits.path, sitePages.path), isNotNull(pageEdits.published)))
        .all()
        .map((row) => row.path),
    );
    return this.live;
  }

  isLive(path: string): boolean {
    return this.livePaths().has(path);
  }

  /** Creates the page with its template's starting content, or with `initial` (a page brought from another site). */
  create(page: Pick<NewPage, "path" | "title" | "template">, who: string, initial?: PageContent): CreateResult {
    if (this.has(page.path)) return { ok: false, message: newPageMessages.taken(page.path) };
    const inserted = this.db
      .insert(sitePages)
      .values({
        path: page.path,
        title: page.title,
        template: page.template,
        initial: initial ?? templateContent(page.template, page.title),
        created_at: new Date().toISOString(),
        created_by: who,
      })
      .onConflictDoNothing()
      .returning({ path: sitePages.path })
      .all();
    this.forget();
    return inserted.length > 0 ? { ok: true, path: page.path } : { ok: false, message: newPageMessages.taken(page.path) };
  }

  /** Moves the page, with its edits and versions, to another address; what the old one becomes is the caller's (a redirect rule). */
  move(from: string, to: string, tx: Parameters<Parameters<Db["transaction"]>[0]>[0]): void {
    tx.update(sitePages).set({ path: to }).where(eq(sitePages.path, from)).run();
    tx.update(pageEdits).set({ path: to }).where(eq(pageEdits.path, from)).run();
    tx.update(pageVersions).set({ path: to }).where(eq(pageVersions.path, from)).run();
    this.forget();
  }

  /** Removes the page with its edits and versions; what its address becomes is the caller's (a redirect rule). */
  remove(path: string, tx: Parameters<Parameters<Db["transaction"]>[0]>[0]): void {
    tx.delete(pageEdits).where(eq(pageEdits.path, path)).run();
    tx.delete(pageVersions).where(eq(pageVersions.path, path)).run();
    tx.delete(sitePages).where(eq(sitePages.path, path)).run();
    this.forget();
  }

  /** The Italian pages staff created, as /admin/pagine lists them (a translation is reached from its Italian page). */
  list(): Omit<CreatedPageItem, "english">[] {
    const edits = new Map(
      this.db
        .select()
        .from(pageEdits)
        .innerJoin(sitePages, eq(pageEdits.path, sitePages.path))
        .all()
        .map(({ page_edits }) => [page_edits.path, page_edits]),
    );
    return [...this.all().values()]
      .filter((row) => languageOfPath(row.path) === DEFAULT_LANGUAGE)
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((row) => {
        const edit = edits.get(row.path);
        const title = (edit?.published as PageContent | null)?.meta?.title ?? row.title;
        return {
          path: row.path,
          title,
          template: row.template as PageTemplate,
          status: edit?.published ? "pubblicata" : "bozza",
          hasDraft: Boolean(edit?.draft),
          scheduledAt: edit?.scheduled_at ?? null,
          createdAt: row.created_at,
          createdBy: row.created_by,
          updatedAt: edit?.updated_at ?? null,
        };
      });
  }
}

/** The drafts whose scheduled minute has come (of any page, built-in or created). */
export function dueDrafts(db: Db, now: Date): { path: string; draft: unknown; by: string }[] {
  return db
    .select({ path: pageEdits.path, draft: pageEdits.draft, by: pageEdits.scheduled_by })
    .from(pageEdits)
    .where(and(isNotNull(pageEdits.scheduled_at), lte(pageEdits.scheduled_at, now.toISOString())))
    .all()
    .map((row) => ({ path: row.path, draft: row.draft, by: row.by ?? "" }));
}
