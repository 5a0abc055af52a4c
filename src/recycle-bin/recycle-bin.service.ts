import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import {
  type BinItem,
  binItems,
  type ContactRequest,
  contactRequestNotes,
  contactRequests,
  type DocumentRow,
  documentFiles,
  documents,
  emailOutbox,
  type GalleryImage,
  galleryImages,
  type Post,
  postRedirects,
  postRevisions,
  posts,
  type ReferenceProject,
  referenceProjects,
  referenceRedirects,
  users,
} from "../db/schema";
import { deleteStoredImage, isStoredImageUrl } from "../images";
import { BIN_DAYS, type BinKind, binMessages, purgeAtOf } from "../shared/bin";
import type { BinItemDto } from "../shared/schemas/bin-answers";

/**
 * What each kind of element keeps in the bin, read back with the tables' own insert schemas: a
 * payload written before a column was added restores with that column's default, a damaged one is
 * refused instead of written.
 */
const payloadSchemas = {
  post: z.object({ post: createInsertSchema(posts), revisions: z.array(createInsertSchema(postRevisions)) }),
  /** A photo and the photos that came before it in its gallery, which say where it goes back. */
  "gallery-image": createInsertSchema(galleryImages).extend({ before: z.array(z.number().int()).optional() }),
  "contact-request": z.union([
    z.object({
      request: createInsertSchema(contactRequests),
      notes: z.array(createInsertSchema(contactRequestNotes)),
      emails: z.array(createInsertSchema(emailOutbox)),
    }),
    // A request binned by an earlier version kept its row alone.
    createInsertSchema(contactRequests).transform((request) => ({ request, notes: [], emails: [] })),
  ]),
  document: z.object({ document: createInsertSchema(documents), files: z.array(createInsertSchema(documentFiles)) }),
  reference: createInsertSchema(referenceProjects),
} satisfies Record<BinKind, z.ZodType>;

/** What a binned article keeps: its row and its revisions. */
type PostPayload = z.input<(typeof payloadSchemas)["post"]>;

/** The payload of a binned element of `kind`, checked against its tables. */
function payloadOf<K extends BinKind>(kind: K, payload: unknown): z.output<(typeof payloadSchemas)[K]> {
  const parsed = payloadSchemas[kind].safeParse(payload);
  if (!parsed.success) throw new BinConflict(binMessages.unreadable);
  return parsed.data as z.output<(typeof payloadSchemas)[K]>;
}

/** Refused restores: the element's place is taken (an article's slug). */
export class BinConflict extends Error {}

interface BinEntry {
  kind: BinKind;
  itemId: number;
  label: string;
  thumbnail: string | null;
  payload: unknown;
  files: readonly (string | null | undefined)[];
  deletedBy: string;
}

function put(db: Pick<Db, "insert">, entry: BinEntry): void {
  const files = [...new Set(entry.files.filter((f): f is string => !!f && isStoredImageUrl(f)))];
  db.insert(binItems)
    .values({
      kind: entry.kind,
      item_id: entry.itemId,
      label: entry.label,
      thumbnail: entry.thumbnail,
      payload: entry.payload,
      files,
      deleted_at: new Date().toISOString(),
      deleted_by: entry.deletedBy,
    })
    .run();
}

const markdownImages = (text: string) => [...text.matchAll(/\]\((\/uploads\/[^)\s]+)\)/g)].map((m) => m[1]);

/** Moves an article (with its revisions) into the bin; its old address answers 410 meanwhile. Null when there is none. */
export function binPost(db: Db, id: number, deletedBy: string): Post | null {
  return db.transaction((tx) => {
    const post = tx.select().from(posts).where(eq(posts.id, id)).get();
    if (!post) return null;
    const revisions = tx.select().from(postRevisions).where(eq(postRevisions.post_id, id)).all();
    put(tx, {
      kind: "post",
      itemId: post.id,
      label: post.title,
      thumbnail: post.cover_image,
      payload: { post, revisions } satisfies PostPayload,
      files: [
        post.cover_image,
        post.social_image,
        ...post.article_images,
        ...markdownImages(post.content),
        ...revisions.flatMap((r) => [r.cover_image, ...r.article_images, ...markdownImages(r.content)]),
      ],
      deletedBy,
    });
    tx.delete(posts).where(eq(posts.id, id)).run();
    if (post.status === "published") {
      tx.insert(postRedirects)
        .values({ path: `/blog/${post.slug}`, post_id: null })
        .onConflictDoUpdate({ target: postRedirects.path, set: { post_id: null } })
        .run();
    }
    return post;
  });
}

/** Moves a gallery photo into the bin; the section's others close the gap (orders stay 1..n). */
export function binGalleryImage(db: Db, id: number, deletedBy: string): GalleryImage | null {
  return db.transaction((tx) => {
    const image = tx.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
    if (!image) return null;
    const before = tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(and(eq(galleryImages.section, image.section), lt(galleryImages.display_order, image.display_order)))
      .all()
      .map((row) => row.id);
    put(tx, {
      kind: "gallery-image",
      itemId: image.id,
      label: image.name,
      thumbnail: image.image_url,
      payload: { ...image, before },
      files: [image.image_url],
      deletedBy,
    });
    tx.delete(galleryImages).where(eq(galleryImages.id, id)).run();
    tx.update(galleryImages)
      .set({ display_order: sql`${galleryImages.display_order} - 1` })
      .where(and(eq(galleryImages.section, image.section), sql`${galleryImages.display_order} > ${image.display_order}`))
      .run();
    return image;
  });
}

/** Moves a contact request into the bin with its notes and its e-mails: restored, the lead comes back whole. */
export function binContactRequest(db: Db, id: number, deletedBy: string): ContactRequest | null {
  return db.transaction((tx) => {
    const request = tx.select().from(contactRequests).where(eq(contactRequests.id, id)).get();
    if (!request) return null;
    const notes = tx.select().from(contactRequestNotes).where(eq(contactRequestNotes.request_id, id)).all();
    const emails = tx.select().from(emailOutbox).where(eq(emailOutbox.contact_request_id, id)).all();
    put(tx, {
      kind: "contact-request",
      itemId: request.id,
      label: `${request.name}${request.company ? ` (${request.company})` : ""}`,
      thumbnail: null,
      payload: { request, notes, emails },
      files: [],
      deletedBy,
    });
    tx.delete(contactRequests).where(eq(contactRequests.id, id)).run();
    return request;
  });
}

/**
 * Moves a document with all its files' rows into the bin: its address answers 404 meanwhile. The
 * files stay on disk (the bin's rows name them, so the upload sweep keeps them) until it leaves the bin.
 */
export function binDocument(db: Db, id: number, deletedBy: string): DocumentRow | null {
  return db.transaction((tx) => {
    const document = tx.select().from(documents).where(eq(documents.id, id)).get();
    if (!document) return null;
    const files = tx.select().from(documentFiles).where(eq(documentFiles.document_id, id)).all();
    put(tx, {
      kind: "document",
      itemId: id,
      label: document.title,
      thumbnail: null,
      payload: { document, files },
      files: [],
      deletedBy,
    });
    tx.delete(documents).where(eq(documents.id, id)).run();
    return document;
  });
}

/** Moves a reference into the bin; a published one's address answers 410 meanwhile. */
export function binReference(db: Db, id: number, deletedBy: string): ReferenceProject | null {
  return db.transaction((tx) => {
    const reference = tx.select().from(referenceProjects).where(eq(referenceProjects.id, id)).get();
    if (!reference) return null;
    put(tx, {
      kind: "reference",
      itemId: reference.id,
      label: reference.title,
      thumbnail: reference.photos[0]?.url ?? null,
      payload: reference,
      files: reference.photos.map((photo) => photo.url),
      deletedBy,
    });
    tx.delete(referenceProjects).where(eq(referenceProjects.id, id)).run();
    if (reference.status === "published") {
      const path = `/referenze/${reference.slug}`;
      tx.insert(referenceRedirects)
        .values({ path, reference_id: null })
        .onConflictDoUpdate({ target: referenceRedirects.path, set: { reference_id: null } })
        .run();
    }
    return reference;
  });
}

const toDto = (row: BinItem): BinItemDto =>
  ({
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    label: row.label,
    thumbnail: row.thumbnail,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    purgeAt: purgeAtOf(row.deleted_at),
  }) satisfies BinItemDto;

/** The bin's elements of these kinds, newest deletion first. */
export function listBin(db: Db, kinds: readonly BinKind[]): BinItemDto[] {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(binItems)
    .where(inArray(binItems.kind, [...kinds]))
    .orderBy(desc(binItems.deleted_at), desc(binItems.id))
    .all()
    .map(toDto);
}

export function findBinItem(db: Db, id: number): BinItemDto | null {
  const row = db.select().from(binItems).where(eq(binItems.id, id)).get();
  return row ? toDto(row) : null;
}

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

/** Puts an element back where it was, with its own id; a photo in its place among the photos still in its gallery. */
export function restoreFromBin(db: Db, id: number): BinItemDto | null {
  return db.transaction((tx) => {
    const row = tx.select().from(binItems).where(eq(binItems.id, id)).get();
    if (!row) return null;
    switch (row.kind) {
      case "post": {
        const { post, revisions } = payloadOf("post", row.payload);
        const taken = tx.select({ id: posts.id }).from(posts).where(eq(posts.slug, post.slug)).get();
        if (taken) throw new BinConflict(binMessages.slugTaken(post.slug));
        tx.insert(posts).values(post).run();
        if (revisions.length > 0) tx.insert(postRevisions).values(revisions).run();
        tx.delete(postRedirects)
          .where(and(eq(postRedirects.path, `/blog/${post.slug}`), isNull(postRedirects.post_id)))
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
