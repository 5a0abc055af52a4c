import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactRequests, galleryImages, media, posts, users } from "../db/schema";

type DetailValue = string | number | boolean | string[] | null;

const text = (value: DetailValue | undefined): string => (typeof value === "string" ? value.trim() : "");

/** `articolo 12` → the article's title, read now; the other kinds of element alike. */
const byId: Record<string, (db: Db, id: number) => string | undefined> = {
  articolo: (db, id) => db.select({ v: posts.title }).from(posts).where(eq(posts.id, id)).get()?.v,
  foto: (db, id) => db.select({ v: galleryImages.name }).from(galleryImages).where(eq(galleryImages.id, id)).get()?.v,
  immagine: (db, id) => db.select({ v: media.name }).from(media).where(eq(media.id, id)).get()?.v ?? undefined,
  richiesta: (db, id) => {
    const row = db
      .select({ name: contactRequests.name, company: contactRequests.company })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
      .get();
    return row ? [row.name, row.company].filter(Boolean).join(" – ") : undefined;
  },
};

/**
 * The name of the element an audit line is about, as it is when the line is written, so the log
 * keeps saying 'Nuovo impianto a Verona' after the article is renamed or deleted. Deleted
 * elements are named from the facts the action recorded (their title or name).
 */
export function targetNameOf(db: Db, target: string, details: Record<string, DetailValue>): string {
  const match = /^(articolo|foto|immagine|richiesta) (\d+)$/.exec(target);
  if (match?.[1] && match[2]) {
    const stored = byId[match[1]]?.(db, Number(match[2]));
    if (stored) return stored;
    const name = text(details.title) || text(details.name);
    return match[1] === "richiesta" && name && text(details.company) ? `${name} – ${text(details.company)}` : name;
  }
  if (target.includes("@")) {
    return db.select({ v: users.name }).from(users).where(eq(users.email, target.toLowerCase())).get()?.v ?? "";
  }
  return "";
}
