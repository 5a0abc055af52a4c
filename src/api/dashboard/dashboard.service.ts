import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, galleryImages, posts } from "../../db/schema";
import type { DashboardSummary } from "../../shared/dashboard";

export function dashboardSummary(db: Db): DashboardSummary {
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
  } satisfies DashboardSummary;
}
