import type { ContentChanges } from "../../content-changes";
import { PublicationScheduler } from "../../system/publication-scheduler";
import { writeAudit } from "../../audit/audit.service";
import type { Db } from "../../db/client";
import type { PageStore } from "./pages.service";

/** Publishes pages' scheduled drafts at their minute, as the blog's scheduler does for articles; every page write re-arms it. */
export class PageScheduler extends PublicationScheduler<string> {
  constructor(db: Db, pages: () => PageStore, changes: ContentChanges) {
    super(changes, {
      kind: "pages",
      label: "pagine",
      publishDue: () => pages().publishDue(),
      nextAt: () => pages().nextScheduledAt(),
      onPublished: (paths) => {
        for (const path of paths) {
          writeAudit(db, { event: "page.updated", target: path, actor: null, ip: "", details: { scheduled: true } });
        }
      },
    });
  }
}
