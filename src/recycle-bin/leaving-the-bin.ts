import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { NewPost } from "../db/schema";
import {
  type BinItem,
  binItems,
  contactRequestNotes,
  contactRequests,
  documentFiles,
  documents,
  emailOutbox,
  galleryImages,
  postRedirects,
  postRevisions,
  posts,
  referenceProjects,
  referenceRedirects,
  users,
} from "../db/schema";
import { deleteStoredImage } from "../images";
import { BIN_DAYS, binMessages } from "../shared/bin";
import { articlePath } from "../shared/blog";
import type { BinItemDto } from "../shared/schemas/bin-answers";
import { BinConflict, payloadOf } from "./bin-payloads";
import { toDto } from "./recycle-bin.service";

/**
 * Where a restored photo goes back: right after the last of the photos that came before it and are
 * still in the gallery, in their order of today (first when none is left). A photo binned before
 * its neighbours were kept goes back to its old number, or last when the gallery has shrunk below it.
 */
function placeInGallery(db: Pick<Db, "select">, section: string, before: number[] | undefined, oldOrder: number): number {
  const photos = db
    .select({ id: galleryImages.id, order: galleryImages.display_order })
    .from(galleryImages)
    .where(eq(galleryImages.section, section))
    .orderBy(galleryImages.display_order, galleryImages.id)
    .all();
  if (!before) return Math.min(oldOrder, photos.length + 1);
  const earlier = new Set(before);
  let place = 1;
  for (const photo of photos) if (earlier.has(photo.id)) place = photo.order + 1;
  return place;
}

/**
 * A translation comes back linked to its original while that is still there (an English-only article
 * otherwise); refused when the original has meanwhile been translated again into that language.
 */
function linkedToOriginal<T extends Pick<NewPost, "translation_of" | "language">>(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  post: T,
): T {
  if (post.translation_of === undefined || post.translation_of === null) return post;
  const original = tx.select({ id: posts.id }).from(posts).where(eq(posts.id, post.translation_of)).get();
  if (!original) return { ...post, translation_of: null };
  const other = tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.translation_of, post.translation_of), eq(posts.language, post.language ?? "it")))
    .get();
  if (other) throw new BinConflict(binMessages.translationTaken);
  return post;
}

/** Puts an element back where it was, with its own id; a photo in its place among the photos still in its gallery. */
export function restoreFromBin(db: Db, id: number): BinItemDto | null {
  return db.transaction((tx) => {
    const row = tx.select().from(binItems).where(eq(binItems.id, id)).get();
    if (!row) return null;
    switch (row.kind) {
      case "post": {
        const { post, revisions, translations = [] } = payloadOf("post", row.payload);
        const taken = tx.select({ id: posts.id }).from(posts).where(eq(posts.slug, post.slug)).get();
        if (taken) throw new BinConflict(binMessages.slugTaken(post.slug));
        tx.insert(posts).values(linkedToOriginal(tx, post)).run();
        // Its translations, left without an original while it was in the bin, belong to it again.
        for (const translation of translations) {
          tx.update(posts)
            .set({ translation_of: post.id })
            .where(and(eq(posts.id, translation), isNull(posts.translation_of)))
            .run();
        }
        if (revisions.length > 0) tx.insert(postRevisions).values(revisions).run();
        tx.delete(postRedirects)
          .where(and(eq(postRedirects.path, articlePath(post.slug, post.language)), isNull(postRedirects.post_id)))
          .run();
        break;
      }
      case "gallery-image": {
        const { before, ...image } = payloadOf("gallery-image", row.payload);
        const place = placeInGallery(tx, image.section, before, image.display_order);
        tx.update(galleryImages)
          .set({ display_order: sql`${galleryImages.display_order} + 1` })
          .where(and(eq(galleryImages.section, image.section), gte(galleryImages.display_order, place)))
          .run();
        tx.insert(galleryImages)
          .values({ ...image, display_order: place })
          .run();
        break;
      }
      case "contact-request": {
        const { request, notes, emails } = payloadOf("contact-request", row.payload);
        tx.insert(contactRequests).values(request).run();
        // A note's author removed meanwhile stays as the name the note keeps.
        const authors = new Set(
          tx
            .select({ id: users.id })
            .from(users)
            .all()
            .map((user) => user.id),
        );
        const kept = notes.map((note) => ({
          ...note,
          author_id: note.author_id && authors.has(note.author_id) ? note.author_id : null,
        }));
        if (kept.length > 0) tx.insert(contactRequestNotes).values(kept).run();
        if (emails.length > 0) tx.insert(emailOutbox).values(emails).run();
        break;
      }
      case "document": {
        const { document, files } = payloadOf("document", row.payload);
        const taken = tx.select({ id: documents.id }).from(documents).where(eq(documents.slug, document.slug)).get();
        if (taken) throw new BinConflict(binMessages.documentSlugTaken(document.slug));
        tx.insert(documents).values(document).run();
        if (files.length > 0) tx.insert(documentFiles).values(files).run();
        break;
      }
      case "reference": {
        const reference = payloadOf("reference", row.payload);
        const taken = tx
          .select({ id: referenceProjects.id })
          .from(referenceProjects)
          .where(eq(referenceProjects.slug, reference.slug))
          .get();
        if (taken) throw new BinConflict(binMessages.referenceSlugTaken(reference.slug));
        tx.insert(referenceProjects).values(reference).run();
        tx.delete(referenceRedirects)
          .where(and(eq(referenceRedirects.path, `/referenze/${reference.slug}`), isNull(referenceRedirects.reference_id)))
          .run();
        break;
      }
    }
    tx.delete(binItems).where(eq(binItems.id, id)).run();
    return toDto(row);
  });
}

/** True while something kept (an article, a revision, a photo, another element of the bin) still shows the picture. */
function isPictureKept(db: Db, url: string): boolean {
  const inPosts = db
    .select({ id: posts.id })
    .from(posts)
    .where(
      sql`${posts.cover_image} = ${url} or ${posts.social_image} = ${url} or instr(${posts.article_images}, ${url}) > 0 or instr(${posts.content}, ${url}) > 0`,
    )
    .limit(1)
    .get();
  if (inPosts) return true;
  const inRevisions = db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(
      sql`${postRevisions.cover_image} = ${url} or instr(${postRevisions.article_images}, ${url}) > 0 or instr(${postRevisions.content}, ${url}) > 0`,
    )
    .limit(1)
    .get();
  if (inRevisions) return true;
  if (db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.image_url, url)).limit(1).get()) return true;
  if (
    db
      .select({ id: referenceProjects.id })
      .from(referenceProjects)
      .where(sql`instr(${referenceProjects.photos}, ${url}) > 0`)
      .limit(1)
      .get()
  )
    return true;
  return (
    db.select({ id: binItems.id }).from(binItems).where(sql`instr(${binItems.files}, ${url}) > 0`).limit(1).get() !== undefined
  );
}

/** Removes elements from the bin for good, with the pictures nothing else shows. */
function removeForGood(db: Db, uploadsDir: string, rows: BinItem[]): BinItemDto[] {
  if (rows.length === 0) return [];
  db.delete(binItems)
    .where(
      inArray(
        binItems.id,
        rows.map((r) => r.id),
      ),
    )
    .run();
  for (const url of new Set(rows.flatMap((r) => r.files))) {
    if (!isPictureKept(db, url)) deleteStoredImage(uploadsDir, url);
  }
  return rows.map(toDto);
}

/** One element, or (id null) the whole bin, removed for good. */
export function emptyBin(db: Db, uploadsDir: string, id: number | null): BinItemDto[] {
  const rows = id === null ? db.select().from(binItems).all() : db.select().from(binItems).where(eq(binItems.id, id)).all();
  return removeForGood(db, uploadsDir, rows);
}

/** The daily clean-up: what has been in the bin longer than BIN_DAYS leaves it for good. */
export function purgeExpiredBin(db: Db, uploadsDir: string, now: Date): BinItemDto[] {
  const limit = new Date(now.getTime() - BIN_DAYS * 24 * 3600 * 1000).toISOString();
  return removeForGood(db, uploadsDir, db.select().from(binItems).where(lt(binItems.deleted_at, limit)).all());
}

const DAY_MS = 24 * 3600 * 1000;

/** Runs the clean-up at start and once a day; returns its stop. */
export function startBinPurge(db: Db, uploadsDir: string): () => void {
  const run = () => {
    try {
      purgeExpiredBin(db, uploadsDir, new Date());
    } catch (error) {
      console.error("[cestino] pulizia giornaliera non riuscita:", error);
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
