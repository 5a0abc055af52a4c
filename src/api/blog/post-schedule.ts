import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import type { PostStatus } from "../../shared/blog-status";

/** What a save asks about the post's state: the explicit status, the spec's `published`, a date. */
export interface StatusRequest {
  status?: PostStatus;
  published?: boolean;
  /** ISO-8601 instant (already checked to be a date). */
  published_at?: string;
}

export interface StatusOutcome {
  status: PostStatus;
  published: boolean;
  published_at: string | null;
}

/** Why a request cannot be followed: the route turns it into a 400 with the shared message. */
export type StatusProblem = "scheduleDate" | "scheduleInPast";

/**
 * The state a save leaves the post in. `status` wins over `published`; `published` true/false is
 * 'Pubblicato'/'Bozza' as the spec writes it. A post published before keeps its first date when
 * published again; publishing a scheduled post makes it live now. Undefined: the save says nothing.
 */
export function resolveStatus(
  before: StatusOutcome | null,
  request: StatusRequest,
  now: Date,
): StatusOutcome | StatusProblem | undefined {
  const status = request.status ?? (request.published === undefined ? undefined : request.published ? "published" : "draft");
  if (status === undefined) return undefined;
  const nowIso = now.toISOString();
  switch (status) {
    case "scheduled": {
      if (!request.published_at) return "scheduleDate";
      if (request.published_at <= nowIso) return "scheduleInPast";
      return { status, published: false, published_at: request.published_at };
    }
    case "published": {
      const given = request.published_at && request.published_at <= nowIso ? request.published_at : undefined;
      const keep = before?.published_at && before.published_at <= nowIso ? before.published_at : undefined;
      return { status, published: true, published_at: given ?? keep ?? nowIso };
    }
    case "draft": {
      // A date in the future belonged to a schedule that is now called off.
      const kept = before?.published_at && before.published_at <= nowIso ? before.published_at : null;
      return { status, published: false, published_at: kept };
    }
  }
}

/** Publishes every scheduled post whose time has come; returns their ids. */
export function publishDuePosts(db: Db, now = new Date()): number[] {
  const nowIso = now.toISOString();
  return db
    .update(posts)
    .set({ status: "published", published: true, updated_at: nowIso })
    .where(and(eq(posts.status, "scheduled"), lte(posts.published_at, nowIso)))
    .returning({ id: posts.id })
    .all()
    .map((row) => row.id);
}

/** The earliest publication still ahead, or null when nothing is scheduled. */
export function nextScheduledAt(db: Db): string | null {
  const row = db
    .select({ at: posts.published_at })
    .from(posts)
    .where(eq(posts.status, "scheduled"))
    .orderBy(asc(posts.published_at))
    .limit(1)
    .get();
  return row?.at ?? null;
}
