import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { listSnapshots } from "../../backups/catalog";
import type { AppContext } from "../../context";
import { contactRequests, emailOutbox, notFoundHits, posts } from "../../db/schema";
import type { Attention, AttentionItem } from "../../shared/dashboard";
import { canOpen, type Role } from "../../shared/roles";
import { outdatedTranslations } from "../../translations/outdated";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A daily snapshot older than this means the schedule stopped making them. */
const BACKUP_STALE_MS = 2 * DAY_MS;
/** The 404 report's window on the dashboard: a week, the rhythm staff look at it. */
const NOT_FOUND_WINDOW_MS = 7 * DAY_MS;
const LATEST_REQUESTS = 3;

type AttentionContext = Pick<AppContext, "config" | "db" | "pages" | "media" | "mail">;

function requestsItems(db: AppContext["db"]): AttentionItem[] {
  const fresh = and(eq(contactRequests.status, "nuova"), isNull(contactRequests.spam_reasons));
  const items: AttentionItem[] = [];
  const newCount = db.select({ n: count() }).from(contactRequests).where(fresh).get()?.n ?? 0;
  if (newCount > 0) {
    const latest = db
      .select({
        id: contactRequests.id,
        name: contactRequests.name,
        company: contactRequests.company,
        created_at: contactRequests.created_at,
      })
      .from(contactRequests)
      .where(fresh)
      .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
      .limit(LATEST_REQUESTS)
      .all();
    items.push({ kind: "new-requests", count: newCount, latest });
  }
  const spam = db.select({ n: count() }).from(contactRequests).where(isNotNull(contactRequests.spam_reasons)).get()?.n ?? 0;
  if (spam > 0) items.push({ kind: "possible-spam", count: spam });
  return items;
}

function postItems(db: AppContext["db"]): AttentionItem[] {
  const items: AttentionItem[] = [];
  const scheduled = db
    .select({ n: count(), next: sql<string | null>`min(${posts.published_at})` })
    .from(posts)
    .where(eq(posts.status, "scheduled"))
    .get();
  if (scheduled && scheduled.n > 0 && scheduled.next) {
    items.push({ kind: "scheduled-posts", count: scheduled.n, next_at: scheduled.next });
  }
  const drafts = db.select({ n: count() }).from(posts).where(eq(posts.status, "draft")).get()?.n ?? 0;
  if (drafts > 0) items.push({ kind: "draft-posts", count: drafts });
  return items;
}

/** The translations whose Italian changed since they were saved: articles for blog staff, pages for page staff. */
async function outdatedItems(ctx: AttentionContext, role: Role): Promise<AttentionItem[]> {
  const outdated = await outdatedTranslations(ctx, (area) => canOpen(role, area));
  return outdated.length > 0 ? [{ kind: "outdated-translations", translations: outdated }] : [];
}

async function pageDrafts(ctx: AttentionContext): Promise<AttentionItem[]> {
  const pages = (await ctx.pages.list()).filter((page) => page.hasDraft);
  if (pages.length === 0) return [];
  const drafted = new Map(
    ctx.db.$client
      .query<{ path: string; draft_at: string | null }, []>("SELECT path, draft_at FROM page_edits WHERE draft IS NOT NULL")
      .all()
      .map((row) => [row.path, row.draft_at]),
  );
  return [
    {
      kind: "page-drafts",
      pages: pages.map((page) => ({ path: page.path, title: page.title, draft_at: drafted.get(page.path) ?? null })),
    },
  ];
}

function notFoundItems(db: AppContext["db"], now: Date): AttentionItem[] {
  const since = new Date(now.getTime() - NOT_FOUND_WINDOW_MS).toISOString();
  // A rule made for an address takes it out of the report (NotFoundLog.forgetCovered): what is left has none.
  const n = db.select({ n: count() }).from(notFoundHits).where(gte(notFoundHits.last_seen, since)).get()?.n ?? 0;
  return n > 0 ? [{ kind: "not-found", count: n }] : [];
}

function backupItems(dataDir: string, now: Date): AttentionItem[] {
  const last = listSnapshots(dataDir)[0];
  if (!last) return [{ kind: "backup", last_at: null, offsite_error: null }];
  const offsiteError = last.remote?.state === "errore" ? (last.remote.message ?? "Copia esterna non riuscita") : null;
  const stale = now.getTime() - Date.parse(last.created_at) > BACKUP_STALE_MS;
  return stale || offsiteError ? [{ kind: "backup", last_at: last.created_at, offsite_error: offsiteError }] : [];
}

function emailItems(ctx: AttentionContext): AttentionItem[] {
  const status = ctx.mail.status();
  if (status.configured && status.failed === 0) return [];
  const lastFailure = ctx.db
    .select({ at: emailOutbox.updated_at, error: emailOutbox.last_error })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.updated_at), asc(emailOutbox.id))
    .limit(1)
    .get();
  return [
    {
      kind: "email",
      configured: status.configured,
      failed: status.failed,
      last_failure_at: lastFailure?.at ?? null,
      last_error: lastFailure?.error ?? null,
    },
  ];
}

/**
 * What needs attention for a person of this role, most urgent first: e-mail that does not leave and backups come
 * before the day's work (requests, missing addresses, drafts), and the library's missing alt texts close the list.
 */
export async function attentionFor(ctx: AttentionContext, role: Role, now = new Date()): Promise<Attention> {
  const items: AttentionItem[] = [...emailItems(ctx)];
  if (canOpen(role, "backups")) items.push(...backupItems(ctx.config.dataDir, now));
  if (canOpen(role, "inbox")) items.push(...requestsItems(ctx.db));
  if (canOpen(role, "redirects")) items.push(...notFoundItems(ctx.db, now));
  if (canOpen(role, "pages")) items.push(...(await pageDrafts(ctx)));
  if (canOpen(role, "blog")) items.push(...postItems(ctx.db));
  items.push(...(await outdatedItems(ctx, role)));
  if (canOpen(role, "media")) {
    const withoutAlt = ctx.media.list({ filter: "no-alt", page: 1 }).total;
    if (withoutAlt > 0) items.push({ kind: "images-without-alt", count: withoutAlt });
  }
  return { items } satisfies Attention;
}
