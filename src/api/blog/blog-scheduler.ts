import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { PublicationScheduler } from "../../system/publication-scheduler";
import { nextScheduledAt, publishDuePosts } from "./post-schedule";

/** Publishes scheduled posts at their minute (see PublicationScheduler); every blog write re-arms it. */
export class BlogScheduler extends PublicationScheduler<number> {
  constructor(db: Db, changes: ContentChanges, onPublished: (ids: number[]) => void = () => undefined) {
    super(changes, {
      kind: "blog",
      label: "blog",
      publishDue: () => publishDuePosts(db),
      nextAt: () => nextScheduledAt(db),
      onPublished,
    });
  }
}
