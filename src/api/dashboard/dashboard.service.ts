import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, galleryImages, posts } from "../../db/schema";
import type { DashboardSummary } from "../../shared/dashboard";
import { certificationNotices, romeToday } from "../../shared/pages/certification-dates";
import { livePages, type PageSource } from "../../search/content-sources";

/** The certifications staff should renew or take off: each named with its page, soonest first. */
async function certificationsToRenew(db: Db, pages: PageSource, today: string): Promise<DashboardSummary["certifications"]> {
  const live = await livePages(db.$client, pages);
  return [...live.values()]
    .flatMap(({ source: page }) =>
      certificationNotices(page.blocks, today).map((notice) => ({ path: page.path, pageTitle: page.meta.title, ...notice })),
    )
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil));
}

export async function dashboardSummary(db: Db, pages: PageSource, today = romeToday()): Promise<DashboardSummary> {
  const photos = db.select({ n: count() }).from(galleryImages).get()?.n ?? 0;
  const byStatus = db.select({ published: posts.published, n: count() }).from(posts).groupBy(posts.published).all();
  const newContactRequests =
    db
      .select({ n: count() })
      .from(contactRequests)
      .where(and(eq(contactRequests.status, "nuova"), isNull(contactRequests.spam_reasons)))
      .get()?.n ?? 0;
  const possibleSpam =
    db.select({ n: count() }).from(contactRequests).where(isNotNull(contactRequests.spam_reasons)).get()?.n ?? 0;
  return {
    photos,
    publishedPosts: byStatus.find((r) => r.published)?.n ?? 0,
    draftPosts: byStatus.find((r) => !r.published)?.n ?? 0,
    newContactRequests,
    possibleSpam,
    database: "SQLite",
    certifications: await certificationsToRenew(db, pages, today),
  } satisfies DashboardSummary;
}
