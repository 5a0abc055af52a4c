import { and, count, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactRequests, documentDownloads, documentLeads, documents } from "../db/schema";
import type { DocumentStatistics } from "../shared/schemas/document-answers";
import { localDay } from "../stats/calendar";

/** Counts one download of the day by this visitor (the statistics' daily hash): a repeat adds nothing. */
export function countDownload(db: Db, documentId: number, visitor: string, at = new Date()): void {
  db.insert(documentDownloads)
    .values({ document_id: documentId, day: localDay(at), visitor })
    .onConflictDoNothing()
    .run();
}

/** Downloads per document per day in the period (both days included), with the leads each gated document brought. */
export function documentStatistics(db: Db, from: string, to: string): DocumentStatistics {
  const perDay = db
    .select({ id: documentDownloads.document_id, day: documentDownloads.day, n: count() })
    .from(documentDownloads)
    .where(and(gte(documentDownloads.day, from), lte(documentDownloads.day, to)))
    .groupBy(documentDownloads.document_id, documentDownloads.day)
    .orderBy(documentDownloads.day)
    .all();
  const leads = db
    .select({ id: documentLeads.document_id, n: count() })
    .from(documentLeads)
    .innerJoin(contactRequests, eq(contactRequests.id, documentLeads.contact_request_id))
    .where(
      and(
        isNull(contactRequests.spam_reasons),
        gte(documentLeads.created_at, `${from}T00:00:00`),
        lte(documentLeads.created_at, `${to}T23:59:59.999Z`),
      ),
    )
    .groupBy(documentLeads.document_id)
    .all();
  const ids = [...new Set([...perDay.map((r) => r.id), ...leads.map((r) => r.id)])];
  const rows = ids.length
    ? db
        .select({ id: documents.id, title: documents.title, gated: documents.gated })
        .from(documents)
        .where(inArray(documents.id, ids))
        .all()
    : [];
  const leadsOf = new Map(leads.map((r) => [r.id, r.n]));
  return {
    from,
    to,
    documents: rows
      .map((d) => {
        const days = perDay.filter((r) => r.id === d.id).map((r) => ({ day: r.day, downloads: r.n }));
        return {
          id: d.id,
          title: d.title,
          gated: d.gated,
          downloads: days.reduce((sum, r) => sum + r.downloads, 0),
          leads: leadsOf.get(d.id) ?? 0,
          days,
        };
      })
      .sort((a, b) => b.downloads - a.downloads || b.leads - a.leads || a.title.localeCompare(b.title)),
  } satisfies DocumentStatistics;
}
