import { createHash, randomBytes } from "node:crypto";
import { ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { statsSalts } from "../db/schema";

/**
 * The visitor of a day: a hash of address, user agent and site with a random salt that lives
 * one day. The day's first use creates the salt and deletes every earlier one, so yesterday's
 * hashes can never be recomputed or linked to today's. Neither address nor user agent is kept.
 */
/** Deletes every salt but today's (run by the daily job, so an unused salt does not outlive its day). */
export function discardOldSalts(db: Db, today: string): void {
  db.delete(statsSalts).where(ne(statsSalts.day, today)).run();
}

export class VisitorHasher {
  private current: { day: string; salt: string } | null = null;

  constructor(private readonly db: Db) {}

  private saltOf(day: string): string {
    if (this.current?.day === day) return this.current.salt;
    this.current = null;
    const salt = this.db.transaction((tx) => {
      tx.delete(statsSalts).where(ne(statsSalts.day, day)).run();
      const found = tx.select().from(statsSalts).get();
      if (found) return found.salt;
      const fresh = randomBytes(32).toString("hex");
      tx.insert(statsSalts).values({ day, salt: fresh }).run();
      return fresh;
    });
    this.current = { day, salt };
    return salt;
  }

  visitor(day: string, ip: string, userAgent: string, site: string): string {
    return createHash("sha256")
      .update(`${this.saltOf(day)}\n${ip}\n${userAgent}\n${site}`)
      .digest("base64url")
      .slice(0, 22);
  }
}
