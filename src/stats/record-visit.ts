import type { Db } from "../db/client";
import { type DeviceClass, statsEvents } from "../db/schema";
import type { VisitBeacon } from "../shared/schemas/visit";
import { localDay, minuteOf } from "./calendar";

export interface VisitToRecord {
  event: VisitBeacon;
  visitor: string;
  device: DeviceClass;
  at: Date;
}

/**
 * Stores one event. The same visitor, event and page within one minute is stored once (the
 * unique index drops the repeat), so reloading a page cannot inflate the figures.
 * Returns whether a row was added.
 */
export function recordVisit(db: Db, visit: VisitToRecord): boolean {
  const { event } = visit;
  const rows = db
    .insert(statsEvents)
    .values({
      day: localDay(visit.at),
      minute: minuteOf(visit.at),
      kind: event.k,
      path: event.p,
      entry: event.e === 1,
      visitor: visit.visitor,
      referrer_host: event.r ?? "",
      utm_source: event.s ?? "",
      utm_medium: event.m ?? "",
      utm_campaign: event.c ?? "",
      device: visit.device,
    })
    .onConflictDoNothing()
    .returning({ id: statsEvents.id })
    .all();
  return rows.length > 0;
}
